import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ClaimTicketsCard } from '../components/claim-tickets-card';
import { PersonalInfoCard } from '../components/personal-info-card';
import { ProfileBookings } from '../components/profile-bookings';

/** SPEC §2 /profile. The route guard guarantees a signed-in user. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('subtitle')}</p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <PersonalInfoCard user={user} />
          {user.phone && <ClaimTicketsCard phone={user.phone} />}
        </div>
        <ProfileBookings />
      </div>
    </div>
  );
}
