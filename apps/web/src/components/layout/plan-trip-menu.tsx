import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { planTripLinks } from './nav-items';
import { navLinkClasses } from './nav-link-classes';

export function PlanTripMenu() {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={navLinkClasses(false)}>
        {t('nav.planTrip')}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {planTripLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{t(link.label)}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
