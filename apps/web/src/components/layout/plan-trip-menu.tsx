import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PlanTripTriggerContent } from './menu-triggers';
import { planTripLinks } from './nav-items';
import { navLinkClasses } from './nav-link-classes';

/** Loaded on demand through DeferredMenu (see header.tsx). */
export default function PlanTripMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={navLinkClasses(false)}>
        <PlanTripTriggerContent label={t('nav.planTrip')} />
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
