import { SMS_LIMITS, smsSize } from '@gbaka/shared';
import { escapeHtml } from '../../lib/html';
import { ticketTexts, type TicketTexts } from './ticket-texts';
import { seatPassengerText, seatsText, type TicketLeg, type TicketView } from './ticket-view';

const legLine = (words: TicketTexts, trip: TicketLeg) =>
  `${trip.from} – ${trip.to}, ${words.times(trip.dateText, trip.departureTime, trip.arrivalTime)}`;

const shortDate = (iso: string) => iso.split('-').reverse().join('/');

function legs(view: TicketView, words: TicketTexts): [string, TicketLeg][] {
  return view.inbound
    ? [
        [words.outbound, view.outbound],
        [words.return, view.inbound],
      ]
    : [[words.trip, view.outbound]];
}

/** The confirmation mail (DESIGN §5), in the booking's language like the ticket it carries. */
export function ticketMail(view: TicketView, publicUrl: string) {
  const words = ticketTexts(view.language);
  const subject = words.mailSubject(view.reference);
  // French puts a space before a colon; English and Spanish do not.
  const colon = view.language === 'fr' ? ' : ' : ': ';
  const rows: [string, string][] = [
    [words.reference, view.reference],
    [view.outbound.seats.length > 1 ? words.contact : words.passenger, view.passenger.fullName],
    // Each leg with its own company and bus: the way back may be another company's.
    ...legs(view, words).flatMap(([title, trip]): [string, string][] => [
      [title, legLine(words, trip)],
      [
        words.ofLeg(words.company, title),
        `${trip.company}, ${words.bus.toLowerCase()} ${words.busText(trip.busName, trip.busNumber)}`,
      ],
      [words.ofLeg(words.seats, title), seatsText(trip.seats)],
      [words.ofLeg(words.passengers, title), trip.passengers.map(seatPassengerText).join(', ')],
    ]),
    [words.totalPaid, view.totalText],
  ];
  const intro = words.hello(view.passenger.fullName);
  const paid = words.paid;
  const early = words.arriveEarlyMail;
  const profile = `${publicUrl}/profile`;
  const text = [
    intro,
    '',
    paid,
    '',
    ...rows.map(([k, v]) => `${k}${colon}${v}`),
    '',
    early,
    `${words.yourBookings}${colon}${profile}`,
    '',
    words.goodTrip,
  ].join('\n');
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;font-weight:normal">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;max-width:560px">
<h1 style="background:#08683a;color:#fff;padding:12px 16px;font-size:20px;margin:0">${escapeHtml(words.mailTitle(view.reference))}</h1>
<p>${escapeHtml(intro)}</p><p>${escapeHtml(paid)}</p><table>${table}</table>
<p style="background:#fff6ec;color:#7c2d12;padding:8px 12px">${escapeHtml(early)}</p>
<p><a href="${escapeHtml(profile)}">${escapeHtml(words.yourBookings)}</a></p><p>${escapeHtml(words.goodTrip)}</p></div>`;
  return { subject, text, html };
}

/** A character an SMS carries in GSM-7, else its letter without accent, else "?": one UCS-2 character would
 * make the whole SMS UCS-2, 70 characters instead of 160 (shared sms.ts). */
const gsm7 = (text: string) =>
  [...text]
    .map((c) => (smsSize(c).encoding === 'gsm7' ? c : c.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    .map((c) => (smsSize(c).encoding === 'gsm7' ? c : '?'))
    .join('');

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}.` : text);

/**
 * The ticket SMS (DESIGN §10, §11): reference and short boarding code first, then each leg's route, day, time,
 * company and seats, in one SMS of at most 160 GSM-7 characters, the only ticket of a traveller on a basic phone.
 * Too long (a round trip, long names), it drops the reminder, then shortens the names; the code and the
 * reference, at the start, always fit.
 */
export function ticketSms(view: TicketView): string {
  const words = ticketTexts(view.language);
  const head = words.smsHead(view.reference, view.codeText);
  const leg = (title: string, trip: TicketLeg, names: number) =>
    ` ${title}${clip(trip.from, names)}-${clip(trip.to, names)} ${shortDate(trip.departureDate).slice(0, 5)} ${trip.departureTime}, ${clip(trip.company, names)}, ${words.smsSeats} ${seatsText(trip.seats)}.`;
  const body = (names: number) =>
    view.inbound
      ? leg(words.smsOutbound, view.outbound, names) + leg(words.smsReturn, view.inbound, names)
      : leg('', view.outbound, names);
  const tail = words.smsEarly;
  const candidates = [head + body(40) + tail, head + body(40), head + body(14), head + body(8)].map(gsm7);
  const fits = candidates.find((text) => smsSize(text).units <= SMS_LIMITS.gsm7.single);
  if (fits) return fits;
  let text = candidates.at(-1)!;
  while (smsSize(text).units > SMS_LIMITS.gsm7.single) text = text.slice(0, -1);
  return text;
}
