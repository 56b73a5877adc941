import {
  type Booking,
  bookingReference,
  type BookingRoute,
  bookingStatusLabel,
  formatDay,
  formatFcfa,
  formatPhone,
  isPositiveStatus,
  legPassengers,
  type PaymentDisplayStatus,
  type SeatPassenger,
} from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { BusIcon } from '@/components/layout/brand';
import { BoardingCode } from '@/components/boarding-code';
import { DetailRow } from '@/components/ui/detail-row';
import { cn } from '@/lib/cn';
import { QrImage } from './qr-image';

interface JourneyProps {
  title: string;
  leg: BookingRoute;
  seats: number[];
  passengers: SeatPassenger[];
}

function Journey({ title, leg, seats, passengers }: JourneyProps) {
  const { t, i18n } = useTranslation('booking');
  return (
    <div>
      <h3 className="text-xs font-bold tracking-wide text-accent-800 uppercase">{title}</h3>
      <dl className="divide-y divide-stone-100 text-sm">
        <DetailRow label={t('ticket.company')}>{leg.companyName.name}</DetailRow>
        {leg.bus && (
          <DetailRow label={t('ticket.bus')}>
            {leg.bus.name} <span className="font-normal text-stone-600">({leg.bus.busNumber})</span>
          </DetailRow>
        )}
        <DetailRow label={t('ticket.from')}>{leg.from.name}</DetailRow>
        <DetailRow label={t('ticket.to')}>{leg.to.name}</DetailRow>
        <DetailRow label={t('ticket.date')}>{formatDay(leg.departureDate, i18n.language, 'full')}</DetailRow>
        <DetailRow label={t('ticket.times')}>
          {leg.departureTime} – {leg.arrivalTime}
        </DetailRow>
        {leg.delay && (
          <DetailRow label={t('ticket.delay')}>
            <span className="text-amber-900">
              {t('ticket.delayMinutes', { minutes: leg.delay.minutes })}
              {leg.delay.reason && <span className="font-normal"> · {leg.delay.reason}</span>}
            </span>
          </DetailRow>
        )}
        <DetailRow label={t('ticket.seats')}>{seats.join(', ')}</DetailRow>
        <DetailRow label={t('ticket.passengers', { count: passengers.length })}>
          <ul>
            {passengers.map((p) => (
              <li key={p.seat}>
                <span className="text-stone-600">{t('ticket.seatShort', { seat: p.seat })}</span> {p.fullName}
              </li>
            ))}
          </ul>
        </DetailRow>
      </dl>
    </div>
  );
}

const STATUS_TONES = {
  positive: 'bg-brand-100 text-brand-900',
  pending: 'bg-amber-100 text-amber-950',
  failed: 'bg-red-100 text-red-900',
  other: 'bg-stone-200 text-stone-900',
};

/**
 * The badge's words: the booking's status, except for an unpaid booking whose last payment try was declined or
 * abandoned, which says so rather than "pending" (issue 16).
 */
function badge(booking: Booking, paymentStatus?: PaymentDisplayStatus) {
  if (booking.status === 'pending_payment' && paymentStatus === 'failed')
    return { key: 'paymentFailed' as const, tone: 'failed' as const };
  if (booking.status === 'pending_payment' && paymentStatus === 'cancelled')
    return { key: 'paymentCancelled' as const, tone: 'other' as const };
  const tone = isPositiveStatus(booking.status)
    ? ('positive' as const)
    : booking.status === 'pending_payment'
      ? ('pending' as const)
      : ('other' as const);
  return { key: bookingStatusLabel(booking.status, booking.cancelReason), tone };
}

/**
 * The printable ticket (SPEC §2 Payment confirmation): reference, company, passenger, journeys, seats, total,
 * status and QR code. `id="printable-ticket"` is what the print style keeps.
 */
export function Ticket({
  booking,
  paymentStatus,
}: {
  booking: Booking;
  paymentStatus?: PaymentDisplayStatus;
}) {
  const { t } = useTranslation(['booking', 'messages']);
  const positive = isPositiveStatus(booking.status);
  const status = badge(booking, paymentStatus);
  const back = booking.tripType === 'roundTrip' ? booking.returnRoute : null;
  return (
    <article
      id="printable-ticket"
      aria-labelledby="ticket-title"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {/* On paper the ticket stands alone: the Gbaka mark goes with it (issue 16). */}
      <p className="hidden items-center gap-2 px-5 py-3 text-xl font-extrabold tracking-tight text-brand-800 print:flex">
        <BusIcon className="size-8" />
        Gbaka
      </p>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-800 px-5 py-4 text-white">
        <div>
          <h2 id="ticket-title" className="text-lg font-extrabold">
            {t('ticket.title')}
          </h2>
          <p className="text-sm text-brand-50">
            {t('ticket.reference')}{' '}
            <span className="font-mono text-base font-bold tracking-wider text-white">
              {bookingReference(booking._id)}
            </span>
          </p>
        </div>
        <span
          className={cn('rounded-full px-3 py-1 text-xs font-extrabold uppercase', STATUS_TONES[status.tone])}
        >
          {t(`messages:${status.key}`)}
        </span>
      </header>
      <div className="grid gap-6 p-5 sm:grid-cols-[1fr_auto]">
        <div className="space-y-5">
          <dl className="divide-y divide-stone-100 text-sm">
            <DetailRow label={booking.selectedSeats.length > 1 ? t('ticket.contact') : t('ticket.passenger')}>
              {booking.passengerDetails.fullName}
            </DetailRow>
            <DetailRow label={t('ticket.phone')}>
              {formatPhone(booking.passengerDetails.phoneNumber)}
            </DetailRow>
            <DetailRow label={t('ticket.email')}>
              <span className="break-all">{booking.passengerDetails.email}</span>
            </DetailRow>
          </dl>
          <Journey
            title={t('ticket.outbound')}
            leg={booking.outboundRoute}
            seats={booking.selectedSeats}
            passengers={legPassengers(booking, 'outbound')}
          />
          {back && (
            <Journey
              title={t('ticket.return')}
              leg={back}
              seats={booking.returnSelectedSeats.length ? booking.returnSelectedSeats : booking.selectedSeats}
              passengers={legPassengers(booking, 'return')}
            />
          )}
          <div className="flex items-baseline justify-between border-t-2 border-dashed border-stone-300 pt-3">
            <span className="font-bold text-stone-950">
              {positive ? t('ticket.total') : t('ticket.totalDue')}
            </span>
            <span className="text-xl font-extrabold text-brand-800">{formatFcfa(booking.totalPrice)}</span>
          </div>
        </div>
        <div className="flex flex-col items-center gap-2 sm:pt-1">
          <QrImage bookingId={booking._id} available={positive} />
          {/* Only a paid ticket boards: an unpaid one must not tell its holder to show it at the door. */}
          <p className="max-w-40 text-center text-xs text-stone-600">
            {positive ? t('ticket.qrHint') : t('ticket.qrAfterPayment')}
          </p>
          {positive && booking.ticket && (
            <BoardingCode label={t('ticket.boardingCode')} code={booking.ticket.code} />
          )}
        </div>
      </div>
    </article>
  );
}
