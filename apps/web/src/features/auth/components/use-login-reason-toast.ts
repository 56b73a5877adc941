import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LoginState } from '@/lib/auth/redirect-target';
import { toast } from '@/lib/toast';

/** Explains why the user landed on /login: a page needed a session, or the session expired (SPEC §2, §8). */
export function useLoginReasonToast() {
  const { t } = useTranslation('common');
  const reason = (useLocation().state as LoginState | null)?.reason;
  useEffect(() => {
    if (reason === 'authRequired') toast.info(t('auth.required'), t('auth.requiredDescription'));
    if (reason === 'sessionExpired') toast.error(t('errors.sessionExpired'));
  }, [reason, t]);
}
