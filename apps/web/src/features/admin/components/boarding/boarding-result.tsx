import { type BoardingResult, formatDay, formatInstant, formatPhone } from '@gbaka/shared';
import { CircleCheckBig, CircleX, UserCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BookingStatusBadge } from '../bookings/booking-status-badge';

interface BoardingResultProps {
  result: BoardingResult;
  /** The server's sentence ("Billet valide : le passager peut embarquer"). */
  message: string;
  /** Set once this screen has recorded the boarding. */
  boardedAt: string | null;
  boarding: boolean;
  onBoard: () => void;
}

/**
 * The answer at the bus door: big, green or red, readable at arm's length in the sun; "Marquer embarqué" once,
 * and "Déjà embarqué à HH:mm" for a ticket that was already used.
 */
export function BoardingResultPanel({ result, message, boardedAt, boarding, onBoard }: BoardingResultProps) {
  const { t, i18n } = useTranslation('admin');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [result]);
  const booking = result.booking;
  const alreadyBoarded = result.reason === 'already_boarded';
  const ok = result.valid || boardedAt !== null;
  const headline = boardedAt
    ? t('boarding.boardedAt', { time: formatInstant(boardedAt, i18n.language, 'time') })
    : result.valid
      ? t('boarding.valid')
      : alreadyBoarded && booking?.boardedAt
        ? t('boarding.alreadyBoarded', { time: formatInstant(booking.boardedAt, i18n.language, 'time') })
        : t(`boarding.reasons.${result.reason ?? 'not_found'}`);
  const Icon = ok ? (boardedAt ? UserCheck : CircleCheckBig) : CircleX;

  return (
    <section
      role={ok ? 'status' : 'alert'}
      aria-labelledby="boarding-headline"
      className={cn(
        'overflow-hidden rounded-2xl shadow-lg',
        ok ? 'bg-brand-800 text-white' : 'bg-red-800 text-white',
      )}
    >
      <div className="flex items-center gap-4 p-5">
        <Icon className="size-14 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <h2
            id="boarding-headline"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold outline-none sm:text-3xl"
          >
            {headline}
          </h2>
          {message && !boardedAt && <p className="mt-1 text-lg text-white/95">{message}</p>}
        </div>
      </div>
      {booking && (
        <dl className="grid gap-x-6 gap-y-3 bg-white p-5 text-stone-950 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-stone-700">
              {booking.passengers.length > 1 ? t('boarding.contact') : t('boarding.passenger')}
            </dt>
            <dd className="text-2xl font-extrabold">{booking.passenger.fullName}</dd>
            {booking.passenger.phoneNumber && (
              <dd className="text-stone-800">{formatPhone(booking.passenger.phoneNumber)}</dd>
            )}
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-700">{t('boarding.trip')}</dt>
            <dd className="text-lg font-bold">
              {booking.trip.from.name} → {booking.trip.to.name}
            </dd>
            <dd className="text-stone-800">
              {formatDay(booking.trip.departureDate, i18n.language, 'long')} · {booking.trip.departureTime}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-700">{t('boarding.bus')}</dt>
            <dd className="text-lg font-bold">{booking.trip.companyName.name}</dd>
            <dd className="text-stone-800">
              {booking.trip.bus.name} · <span className="font-mono">{booking.trip.bus.busNumber}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-700">{t('boarding.seats')}</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{booking.seats.join(', ')}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-stone-700">{t('boarding.seatPassengers')}</dt>
            <dd>
              <ul className="mt-1 divide-y divide-stone-100" data-testid="boarding-passengers">
                {booking.passengers.map((p) => (
                  <li key={p.seat} className="flex items-baseline gap-3 py-1">
                    <span className="w-10 text-xl font-extrabold tabular-nums">{p.seat}</span>
                    <span className="text-lg font-bold">{p.fullName}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-700">{t('boarding.status')}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <BookingStatusBadge status={booking.status} />
              <span className="font-mono text-sm">{booking.reference}</span>
              {booking.leg === 'return' && (
                <span className="text-sm font-semibold">{t('boarding.returnLeg')}</span>
              )}
            </dd>
          </div>
        </dl>
      )}
      {result.valid && booking && !boardedAt && (
        <div className="bg-white px-5 pb-5">
          <Button size="lg" className="min-h-16 w-full text-xl" loading={boarding} onClick={onBoard}>
            <UserCheck className="size-6" aria-hidden="true" />
            {t('boarding.markBoarded')}
          </Button>
        </div>
      )}
    </section>
  );
}
