import { LANGUAGES } from '@gbaka/shared';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LANGUAGE_NAMES } from '@/i18n';
import { navLinkClasses } from './nav-link-classes';
import { useCurrentLanguage } from './use-current-language';

export function LanguageMenu() {
  const { t } = useTranslation('common');
  const { language, name, change } = useCurrentLanguage();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={navLinkClasses(false)} aria-label={`${t('language.label')} : ${name}`}>
        <Globe className="size-5" aria-hidden="true" />
        <span>{name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.choose')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={change}>
          {LANGUAGES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
