import { CalendarClock, History, Ticket, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@gbaka/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMyBookings } from '@/lib/booking/my-bookings';
import { splitBookings } from '../utils/split-bookings';
import { BookingCard } from './bookings/booking-card';

/**
 * The right-hand side of /profile (SPEC §2): upcoming bookings and history, each with its ticket download. The paid
 * upcoming tickets are kept on the phone for offline use (app/routes/profile-route.tsx), listed at /tickets.
 */
export function ProfileBookings() {
  const { t } = useTranslation(['booking', 'common']);
  const bookings = useMyBookings();
  return (
    <section aria-labelledby="profile-bookings-title">
      <Card className="h-full space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="profile-bookings-title" className="text-lg font-bold text-stone-950">
            {t('profile.title')}
          </h2>
          <TextLink to="/tickets" className="inline-flex items-center gap-1.5 text-sm">
            <Ticket className="size-4" aria-hidden="true" />
            {t('common:nav.tickets')}
          </TextLink>
        </div>
        {bookings.isPending ? (
          <div role="status" className="flex justify-center py-8 text-brand-700">
            <Spinner className="size-8" />
            <span className="sr-only">{t('profile.loading')}</span>
          </div>
        ) : bookings.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-red-900">
            <TriangleAlert className="size-8" aria-hidden="true" />
            <p>{errorMessage(bookings.error, t('profile.loadError'))}</p>
            <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : (
          <Lists bookings={bookings.data} />
        )}
      </Card>
    </section>
  );
}

function Lists({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation('booking');
  const { upcoming, history } = splitBookings(bookings);
  return (
    <>
      <List
        id="bookings-upcoming"
        icon={<CalendarClock className="size-5" aria-hidden="true" />}
        title={t('profile.upcoming')}
        empty={t('profile.noUpcoming')}
      >
        {upcoming.map((booking) => (
          <BookingCard key={booking._id} booking={booking} upcoming />
        ))}
      </List>
      <List
        id="bookings-history"
        icon={<History className="size-5" aria-hidden="true" />}
        title={t('profile.history')}
        empty={t('profile.noHistory')}
      >
        {history.map((booking) => (
          <BookingCard key={booking._id} booking={booking} upcoming={false} />
        ))}
      </List>
    </>
  );
}

function List({
  id,
  icon,
  title,
  empty,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="flex items-center gap-2 font-bold text-stone-900">
        {icon}
        {title} <span className="font-normal text-stone-600">({children.length})</span>
      </h3>
      {children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-700">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
    </section>
  );
}
