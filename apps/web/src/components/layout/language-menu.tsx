import { LANGUAGES } from '@gbaka/shared';
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
import { LanguageTriggerContent } from './menu-triggers';
import { navLinkClasses } from './nav-link-classes';
import { useCurrentLanguage } from './use-current-language';

/** Loaded on demand through DeferredMenu (see header.tsx). */
export default function LanguageMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const { language, name, change } = useCurrentLanguage();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={navLinkClasses(false)} aria-label={`${t('language.label')} : ${name}`}>
        <LanguageTriggerContent name={name} />
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
