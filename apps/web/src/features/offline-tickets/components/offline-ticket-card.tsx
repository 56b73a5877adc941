import { bookingStatusLabel, formatDay, formatFcfa, formatInstant, formatPhone } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { BoardingCode } from '@/components/boarding-code';
import { DetailRow } from '@/components/ui/detail-row';
import type { OfflineLeg, OfflineTicket } from '../utils/offline-ticket';

function Leg({ title, leg }: { title: string; leg: OfflineLeg }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <section>
      <h3 className="text-xs font-bold tracking-wide text-accent-800 uppercase">{title}</h3>
      <p className="mt-1 text-lg font-extrabold text-stone-950">
        {leg.from} <span aria-hidden="true">→</span>
        <span className="sr-only">,</span> {leg.to}
      </p>
      <dl className="divide-y divide-stone-100 text-sm">
        <DetailRow label={t('ticket.date')}>{formatDay(leg.departureDate, i18n.language, 'full')}</DetailRow>
        <DetailRow label={t('ticket.times')}>
          {leg.departureTime} – {leg.arrivalTime}
        </DetailRow>
        <DetailRow label={t('ticket.seats')}>{leg.seats.join(', ')}</DetailRow>
        <DetailRow label={t('ticket.company')}>{leg.company}</DetailRow>
      </dl>
    </section>
  );
}

/** A saved ticket, drawn from what the phone kept: no request, so that it shows without a network. */
export function OfflineTicketCard({ ticket }: { ticket: OfflineTicket }) {
  const { t, i18n } = useTranslation(['tickets', 'messages']);
  const [outbound, back] = ticket.legs;
  const titleId = `ticket-${ticket.bookingId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 bg-brand-800 px-5 py-4 text-white">
        <div>
          <h2 id={titleId} className="text-lg font-extrabold">
            {t('ticket.title')}
          </h2>
          <p className="text-sm text-brand-50">
            {t('ticket.reference')}{' '}
            <span className="font-mono text-base font-bold tracking-wider text-white">
              {ticket.reference}
            </span>
          </p>
        </div>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-extrabold text-brand-900">
          {t(`messages:${bookingStatusLabel(ticket.status)}`)}
        </span>
      </header>
      <div className="grid gap-6 p-5 sm:grid-cols-[1fr_auto]">
        <div className="space-y-5">
          <dl className="divide-y divide-stone-100 text-sm">
            <DetailRow label={t('ticket.passenger')}>{ticket.passenger}</DetailRow>
            <DetailRow label={t('ticket.phone')}>{formatPhone(ticket.phone)}</DetailRow>
          </dl>
          {outbound && <Leg title={t('ticket.outbound')} leg={outbound} />}
          {back && <Leg title={t('ticket.return')} leg={back} />}
          <div className="flex items-baseline justify-between border-t-2 border-dashed border-stone-300 pt-3">
            <span className="font-bold text-stone-950">{t('ticket.total')}</span>
            <span className="text-xl font-extrabold text-brand-800">{formatFcfa(ticket.totalPrice)}</span>
          </div>
        </div>
        <div className="flex flex-col items-center gap-2 sm:pt-1">
          {/* Large enough to scan from a phone held up to the driver's reader. */}
          <img
            src={ticket.qrDataUrl}
            alt={t('ticket.qrAlt', { reference: ticket.reference })}
            width={224}
            height={224}
            className="size-56 rounded-lg border border-stone-200 bg-white p-1"
          />
          <p className="max-w-56 text-center text-xs text-stone-600">{t('ticket.qrHint')}</p>
          {ticket.code && <BoardingCode label={t('ticket.boardingCode')} code={ticket.code} />}
          <p className="text-center text-xs text-stone-600">
            {t('ticket.savedAt', { date: formatInstant(ticket.savedAt, i18n.language, 'dateTime') })}
          </p>
        </div>
      </div>
    </article>
  );
}
