import type { InvitationOffer, StaffAccountInput } from '@gbaka/shared';
import { dateTimeFormat } from '@gbaka/shared';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import type { LoginState } from '@/lib/auth/redirect-target';
import { useSession } from '@/lib/auth/session';
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { NewAccountForm } from '../components/new-account-form';

/**
 * /invitations/:token (DESIGN §9): the company and role offered; a new person sets their names and password, a
 * signed-in one joins in one tap; then the workspace. A used, revoked or expired link says so.
 */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  useDocumentTitle(t('title'));
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) {
    const refused = isApiError(invitation.error) && [400, 404].includes(invitation.error.status);
    return refused ? <Unavailable /> : <LoadError onRetry={() => void invitation.refetch()} />;
  }
  return <Offer token={token} offer={invitation.data} />;
}

function Offer({ token, offer }: { token: string; offer: InvitationOffer }) {
  const { t, i18n } = useTranslation('invitations');
  const { user } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const contact = offer.email ?? offer.phone ?? '';
  const until = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(offer.expiresAt));

  async function join(account?: StaffAccountInput) {
    try {
      const auth = await accept.mutateAsync(account);
      toastForNextPage.success(auth.message);
      await navigate('/operator', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('joinError')));
      throw error;
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="mb-6 text-center">
        <Building2 className="mx-auto size-10 text-brand-700" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-extrabold text-stone-950 sm:text-3xl">
          {t('heading', { company: offer.company.name })}
        </h1>
        <p className="mt-2 text-stone-700">
          {t('roleOffered')} <strong className="text-stone-950">{t(`roles.${offer.role}`)}</strong>
        </p>
        <p className="mt-1 text-sm text-stone-600">{t('sentTo', { contact, date: until })}</p>
      </div>
      <Card className="p-5 sm:p-7">
        {user ? (
          <div className="space-y-4">
            <p className="text-stone-800">
              {t('signedInAs', { name: `${user.firstName} ${user.lastName}`.trim() })}
            </p>
            <Button
              size="lg"
              className="w-full"
              loading={accept.isPending}
              onClick={() => void join().catch(() => undefined)}
            >
              {t('join', { company: offer.company.name })}
            </Button>
          </div>
        ) : offer.accountExists ? (
          <SignInToAccept contact={contact} />
        ) : (
          <div className="space-y-5">
            <p className="text-stone-800">{t('newAccount')}</p>
            <NewAccountForm onSubmit={join} />
          </div>
        )}
      </Card>
    </div>
  );
}

function SignInToAccept({ contact }: { contact: string }) {
  const { t } = useTranslation('invitations');
  const location = useLocation();
  const state: LoginState = { from: location };
  return (
    <div className="space-y-4">
      <p className="text-stone-800">{t('accountExists', { contact })}</p>
      <Link to="/login" state={state} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('signIn')}
      </Link>
    </div>
  );
}

function Unavailable() {
  const { t } = useTranslation('invitations');
  return (
    <div className="mx-auto w-full max-w-md space-y-5 px-4 py-8 sm:py-12">
      <h1 className="text-center text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <Alert variant="error" title={t('unavailableTitle')}>
        {t('unavailableText')}
      </Alert>
      <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}>
        {t('backHome')}
      </Link>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('invitations');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <RetryAlert title={t('loadError')} onRetry={onRetry} />
    </div>
  );
}
