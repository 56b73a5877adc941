import { escapeHtml } from '../../lib/html';
import { seatPassengerText, seatsText, type TicketLeg, type TicketView } from './ticket-view';

const legLine = (trip: TicketLeg) =>
  `${trip.from} – ${trip.to}, ${trip.dateText}, départ ${trip.departureTime}, arrivée ${trip.arrivalTime}`;

const shortDate = (iso: string) => iso.split('-').reverse().join('/');

function legs(view: TicketView): [string, TicketLeg][] {
  return view.inbound
    ? [
        ['Aller', view.outbound],
        ['Retour', view.inbound],
      ]
    : [['Trajet', view.outbound]];
}

/** The confirmation mail (DESIGN §5), in French like the ticket it carries. */
export function ticketMail(view: TicketView, publicUrl: string) {
  const subject = `Votre billet Gbaka – ${view.reference}`;
  const rows: [string, string][] = [
    ['Référence', view.reference],
    [view.outbound.seats.length > 1 ? 'Contact' : 'Passager', view.passenger.fullName],
    // Each leg with its own company and bus: the way back may be another company's.
    ...legs(view).flatMap(([title, trip]): [string, string][] => [
      [title, legLine(trip)],
      [`Compagnie (${title.toLowerCase()})`, `${trip.company}, bus ${trip.busName} (n° ${trip.busNumber})`],
      [`Sièges (${title.toLowerCase()})`, seatsText(trip.seats)],
      [`Passagers (${title.toLowerCase()})`, trip.passengers.map(seatPassengerText).join(', ')],
    ]),
    ['Total payé', view.totalText],
  ];
  const intro = `Bonjour ${view.passenger.fullName},`;
  const paid =
    "Votre paiement est confirmé. Votre billet est joint à ce message : présentez-le à l'embarquement, imprimé ou sur votre téléphone.";
  const early = "Présentez-vous à la gare 30 minutes avant le départ avec une pièce d'identité.";
  const profile = `${publicUrl}/profile`;
  const text = [
    intro,
    '',
    paid,
    '',
    ...rows.map(([k, v]) => `${k} : ${v}`),
    '',
    early,
    `Vos réservations : ${profile}`,
    '',
    'Bon voyage avec Gbaka !',
  ].join('\n');
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;font-weight:normal">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;max-width:560px">
<h1 style="background:#08683a;color:#fff;padding:12px 16px;font-size:20px;margin:0">Gbaka – billet ${escapeHtml(view.reference)}</h1>
<p>${escapeHtml(intro)}</p><p>${escapeHtml(paid)}</p><table>${table}</table>
<p style="background:#fff6ec;color:#7c2d12;padding:8px 12px">${escapeHtml(early)}</p>
<p><a href="${escapeHtml(profile)}">Vos réservations</a></p><p>Bon voyage avec Gbaka !</p></div>`;
  return { subject, text, html };
}

/** The confirmation SMS: short, with what a traveller needs at the station. */
export function ticketSms(view: TicketView): string {
  const parts = legs(view).map(
    ([title, trip]) =>
      `${view.inbound ? `${title} : ` : ''}${trip.from} – ${trip.to} le ${shortDate(trip.departureDate)} à ${trip.departureTime} avec ${trip.company}, siège(s) ${seatsText(trip.seats)}.`,
  );
  return `Gbaka : billet ${view.reference} confirmé. ${parts.join(' ')} Présentez-vous 30 min avant le départ.`;
}
