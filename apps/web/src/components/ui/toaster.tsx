import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@/lib/toast';

/** Mounted once; show toasts with `toast` from '@/lib/toast'. */
export function Toaster() {
  const { t } = useTranslation('common');
  return (
    <Sonner
      position="top-center"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('close'), className: 'text-base' }}
    />
  );
}
