// Never imported, bundled or run: `npm run typecheck` reads it, and fails if translation keys stop being typed
// (i18next.d.ts), since each @ts-expect-error below then has no error to expect.
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from './keys';

export function useTypedKeysProof(): void {
  const { t } = useTranslation(['booking', 'messages']);
  void t('confirmation.title');
  void t('messages:fieldRequired');
  // @ts-expect-error: a key that no catalogue has
  void t('unknown.key');
  // @ts-expect-error: a namespace the component did not ask for
  void t('admin:nav.dashboard');
  // @ts-expect-error: the shared catalogue's keys are its MessageKey
  void t('messages:notAMessage');
  // @ts-expect-error: a table of labels is checked too
  const label: TranslationKey<'booking'> = 'confirmation.nowhere';
  void t(label);
}
