import { formatDay, formatFcfa, formatInstant, type BookingChangeEntry } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';

type Departure = BookingChangeEntry['from'];

/**
 * A booking's changes of departure, newest first (issue 16): which journey moved (outbound, return or both), from
 * which departure and seats to which, its state, and the money it moved.
 */
export function BookingHistory({ changes }: { changes: BookingChangeEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  if (changes.length === 0) return null;
  const when = (d: Departure) =>
    d.departureDate ? `${formatDay(d.departureDate, i18n.language, 'short')} ${d.departureTime}` : '—';
  const move = (label: string, from: Departure, to: Departure, fromSeats: number[], toSeats: number[]) =>
    t('bookings.history.move', {
      leg: label,
      from: when(from),
      to: when(to),
      fromSeats: fromSeats.join(', '),
      toSeats: toSeats.join(', '),
    });

  return (
    <section aria-labelledby="booking-history" className="space-y-2">
      <h3 id="booking-history" className="text-sm font-bold text-stone-950">
        {t('bookings.history.title')}
      </h3>
      <ol className="space-y-2">
        {changes.map((change) => {
          const first =
            change.leg === 'return' ? t('bookings.history.return') : t('bookings.history.outbound');
          const money =
            change.kind === 'free_move'
              ? t('bookings.history.free')
              : change.amountDue > 0
                ? t('bookings.history.paid', { amount: formatFcfa(change.amountDue) })
                : change.refundDue > 0
                  ? t('bookings.history.refund', { amount: formatFcfa(change.refundDue) })
                  : t('bookings.history.same');
          return (
            <li key={change._id} className="rounded-lg border border-stone-200 p-3 text-sm">
              <p className="font-semibold text-stone-950">
                {formatInstant(change.createdAt, i18n.language, 'dateTime')} ·{' '}
                {t(`bookings.history.status.${change.status}`)}
              </p>
              <p className="text-stone-800">
                {move(first, change.from, change.to, change.fromSeats, change.toSeats)}
              </p>
              {change.returnMove && (
                <p className="text-stone-800">
                  {move(
                    t('bookings.history.return'),
                    change.returnMove.from,
                    change.returnMove.to,
                    change.returnMove.fromSeats,
                    change.returnMove.toSeats,
                  )}
                </p>
              )}
              <p className="text-stone-700">
                {t('bookings.history.totals', {
                  from: formatFcfa(change.oldTotal),
                  to: formatFcfa(change.newTotal),
                })}{' '}
                · {money}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
