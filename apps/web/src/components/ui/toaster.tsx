import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadSonner,
  onSonnerRequested,
  sonnerRequested,
  TOAST_DURATION_MS,
  VISIBLE_TOASTS,
} from '@/lib/toast';

const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Mounted once; show toasts with `toast` from '@/lib/toast'. Renders nothing until the first toast. */
export function Toaster() {
  const { t } = useTranslation('common');
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-center"
        // Below the sticky header (h-16), never over its menu button (issue 16).
        offset={{ top: 72 }}
        mobileOffset={{ top: 72, left: 12, right: 12 }}
        visibleToasts={VISIBLE_TOASTS}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('close'), className: 'text-base' }}
        // Sonner's own text colours fall under 4.5:1 on their pale backgrounds (WCAG AA): darker shades.
        style={
          {
            '--success-text': '#064e2b',
            '--info-text': '#075985',
            '--warning-text': '#78350f',
            '--error-text': '#991b1b',
          } as CSSProperties
        }
      />
    </Suspense>
  );
}
