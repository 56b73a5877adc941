import { formatDay, formatFcfa, formatInstant, formatPhone } from '@gbaka/shared';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useErrorToast } from '@/lib/staff-mutation';
import { useBooking } from '../../api/bookings';
import { isBookingCorrupted, legLine, type BookingRow } from '../../utils/bookings';
import { ErrorBanner } from '@/components/back-office/states';
import { BookingHistory } from './booking-history';
import { BookingStatusBadge } from './booking-status-badge';

/** SPEC §2 Bookings details: the row is shown at once, then refreshed from GET /admin/bookings/{id}. */
export function BookingDetails({ row }: { row: BookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const details = useBooking(row._id);
  useErrorToast(details.error, t('bookings.detailsError'));
  const booking: BookingRow = details.data?.data ?? row;
  const leg = booking.outboundRoute;
  const back = booking.returnRoute;
  const when = (l: typeof leg) =>
    l?.departureDate
      ? `${formatDay(l.departureDate, i18n.language, 'long')}${l.departureTime ? ` · ${l.departureTime}` : ''}`
      : t('bookings.missing');
  const items: [string, ReactNode][] = [
    [t('bookings.fullId'), <span className="font-mono text-xs break-all">{booking._id}</span>],
    [t('bookings.reference'), <span className="font-mono">{booking.reference}</span>],
    [t('bookings.passenger'), booking.passengerDetails.fullName],
    [t('bookings.email'), booking.passengerDetails.email || '—'],
    [
      t('bookings.phone'),
      booking.passengerDetails.phoneNumber ? formatPhone(booking.passengerDetails.phoneNumber) : '—',
    ],
    [t('bookings.route'), legLine(leg) || t('bookings.missing')],
    [t('bookings.date'), when(leg)],
    ...(back
      ? ([
          [t('bookings.returnRoute'), legLine(back)],
          [t('bookings.returnDate'), when(back)],
        ] as [string, ReactNode][])
      : []),
    [t('bookings.seats'), booking.selectedSeats.join(', ')],
    ...(back && booking.returnSelectedSeats
      ? ([[t('bookings.returnSeats'), booking.returnSelectedSeats.join(', ')]] as [string, ReactNode][])
      : []),
    [t('bookings.totalPrice'), formatFcfa(booking.totalPrice)],
    [
      t('bookings.status'),
      <BookingStatusBadge status={booking.status} cancelReason={booking.cancelReason} />,
    ],
  ];
  return (
    <div className="space-y-4">
      {isBookingCorrupted(booking) && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('bookings.corruptedTitle')}</p>
            <p>{t('bookings.corruptedText')}</p>
          </div>
        </div>
      )}
      {details.isError && (
        <ErrorBanner message={t('bookings.detailsError')} onRetry={() => void details.refetch()} />
      )}
      {booking.boardedAt && (
        <Alert variant="success">
          {t('bookings.boardedAt', { date: formatInstant(booking.boardedAt, i18n.language, 'dateTime') })}
        </Alert>
      )}
      <dl className="divide-y divide-stone-100">
        {items.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="min-w-0 text-stone-950 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <BookingHistory changes={details.data?.data.changes ?? []} />
    </div>
  );
}
