import { formatInstant, type ManifestSeat } from '@gbaka/shared';
import { CircleCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';

/**
 * Every seat of the departure: on a phone a card per taken seat (a manager on the platform reads down the list)
 * and the free ones in a line, on a wider screen the table the back office uses.
 */
export function ManifestSeats({ seats }: { seats: readonly ManifestSeat[] }) {
  const { t } = useTranslation('operator');
  // On a phone the free seats are one line: the manager reads who is on board, not thirty empty cards.
  const taken = seats.filter((seat) => seat.state !== 'free');
  const free = seats.filter((seat) => seat.state === 'free');
  const columns: Column<ManifestSeat>[] = [
    {
      id: 'seat',
      header: t('manifest.seat'),
      rowHeader: true,
      className: 'tabular-nums',
      cell: (s) => s.seat,
    },
    { id: 'passenger', header: t('manifest.passenger'), cell: (s) => <Passenger seat={s} /> },
    { id: 'contact', header: t('manifest.contact'), cell: (s) => <Contact seat={s} /> },
    {
      id: 'channel',
      header: t('manifest.channel'),
      cell: (s) => (s.channel ? t(`channels.${s.channel}`) : ''),
    },
    { id: 'payment', header: t('manifest.payment'), cell: (s) => <Payment seat={s} /> },
    { id: 'boarded', header: t('manifest.boarded'), cell: (s) => <Boarded seat={s} /> },
  ];
  return (
    <>
      <div className="space-y-2 md:hidden">
        <ul className="space-y-2" aria-label={t('manifest.seatsLabel')}>
          {taken.map((seat) => (
            <li key={seat.seat} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 font-extrabold text-brand-900 tabular-nums">
                {seat.seat}
              </span>
              <div className="min-w-0 flex-1 space-y-0.5 text-sm">
                <p className="text-base">
                  <Passenger seat={seat} />
                </p>
                <Contact seat={seat} />
                <p className="text-stone-700">
                  {seat.channel && t(`channels.${seat.channel}`)} · <Payment seat={seat} />
                </p>
                <Boarded seat={seat} />
              </div>
            </li>
          ))}
        </ul>
        {free.length > 0 && (
          <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 text-sm text-stone-700">
            <strong className="text-stone-900">{t('manifest.freeSeats', { count: free.length })}</strong>{' '}
            {free.map((seat) => seat.seat).join(', ')}
          </p>
        )}
      </div>
      <div className="hidden md:block">
        <DataTable
          label={t('manifest.seatsLabel')}
          rows={seats}
          rowKey={(s) => String(s.seat)}
          columns={columns}
          rowTone={(s) => (s.state === 'free' ? 'muted' : 'default')}
        />
      </div>
    </>
  );
}

function Passenger({ seat }: { seat: ManifestSeat }) {
  const { t } = useTranslation('operator');
  if (seat.state === 'free') return <span className="text-stone-600">{t('manifest.freeSeat')}</span>;
  return (
    <span className="font-semibold break-words text-stone-950">
      {seat.passenger}
      {seat.reference && <span className="ml-1 font-mono text-xs text-stone-600">{seat.reference}</span>}
    </span>
  );
}

function Contact({ seat }: { seat: ManifestSeat }) {
  if (!seat.contact) return null;
  return (
    <span className="block break-words text-stone-700">
      {[seat.contact.phone, seat.contact.email].filter(Boolean).join(' · ')}
    </span>
  );
}

function Payment({ seat }: { seat: ManifestSeat }) {
  const { t } = useTranslation('operator');
  if (!seat.payment) return null;
  if (seat.payment.status === 'pending')
    return <span className="font-semibold text-amber-800">{t('manifest.paymentPending')}</span>;
  return (
    <span>
      {t('manifest.paid')}
      {seat.payment.method && ` (${seat.payment.method.replaceAll('_', ' ')})`}
    </span>
  );
}

/** On board, with when and by whom when a conductor's phone recorded it (DESIGN §10). */
function Boarded({ seat }: { seat: ManifestSeat }) {
  const { t, i18n } = useTranslation('operator');
  if (seat.state === 'free') return null;
  const time = seat.boardedAt ? formatInstant(seat.boardedAt, i18n.language, 'time') : null;
  return seat.boarded ? (
    <span className="inline-flex flex-wrap items-center gap-x-1 text-brand-800">
      <CircleCheck className="size-5" aria-hidden="true" />
      <span className="font-semibold">{t('manifest.isBoarded')}</span>
      {time && (
        <span className="text-stone-700">
          {seat.boardedBy
            ? t('manifest.boardedAtBy', { time, name: seat.boardedBy })
            : t('manifest.boardedAt', { time })}
        </span>
      )}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-stone-600">
      <Circle className="size-5" aria-hidden="true" />
      {t('manifest.notBoarded')}
    </span>
  );
}
