import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/**
 * The right-hand side of /profile (SPEC §2): upcoming bookings and history, each with its ticket download. The
 * booking feature fills this slot; until then it only says where the bookings will appear.
 */
export function ProfileBookings() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="profile-bookings-title">
      <Card className="h-full">
        <h2 id="profile-bookings-title" className="text-lg font-bold text-stone-950">
          {t('bookings.title')}
        </h2>
        <div className="mt-6 flex flex-col items-center gap-3 py-8 text-center text-stone-700">
          <Ticket className="size-10 text-stone-400" aria-hidden="true" />
          <p>{t('bookings.placeholder')}</p>
        </div>
      </Card>
    </section>
  );
}
