import { resetTokenParamsSchema } from '@gbaka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

const MISSING_TOKEN_REDIRECT_MS = 3_000;

/** SPEC §2 Reset password: the token is the last path segment. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const { token } = useParams();
  const navigate = useNavigate();
  const [linkRefused, setLinkRefused] = useState(false);

  useEffect(() => {
    if (token) return;
    toast.error(t('reset.missingToken'));
    const timer = setTimeout(
      () => void navigate('/forgot-password', { replace: true }),
      MISSING_TOKEN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [token, navigate, t]);

  const footer = <TextLink to="/login">{t('backToLogin')}</TextLink>;

  if (!token) {
    return (
      <AuthCard title={t('reset.title')} footer={footer}>
        <Alert variant="error" title={t('reset.missingToken')}>
          {t('reset.redirecting')}
        </Alert>
      </AuthCard>
    );
  }

  if (linkRefused || !resetTokenParamsSchema.safeParse({ token }).success) {
    return (
      <AuthCard title={t('reset.title')} footer={footer}>
        <div className="space-y-5">
          <Alert variant="error" title={t('reset.unavailableTitle')}>
            {t('reset.unavailableText')}
          </Alert>
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {t('reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      <ResetPasswordForm token={token} onLinkRefused={() => setLinkRefused(true)} />
    </AuthCard>
  );
}
