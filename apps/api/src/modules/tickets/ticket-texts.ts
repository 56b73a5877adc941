import type { Language } from '@gbaka/shared';

/**
 * The words of the ticket (PDF, mail, SMS) in the booking's language (issue 16): the traveller who booked in English
 * gets an English ticket. The SMS keeps to GSM-7 characters (ticket-messages.ts strips what is not).
 */
export interface TicketTexts {
  /** Intl locale of the dates ("lundi 14 décembre 2026"). */
  locale: string;
  ticket: string;
  reference: string;
  bookingReference: string;
  boardingCode: string;
  passenger: string;
  passengers: string;
  contact: string;
  showAtBoarding: string;
  trip: string;
  outbound: string;
  return: string;
  company: string;
  bus: string;
  seats: string;
  totalPaid: string;
  /** "mardi 14 mai 2025, départ 07:30 – arrivée 11:30" */
  times: (date: string, departure: string, arrival: string) => string;
  /** The bus and its number: "Express (n° 12)". */
  busText: (name: string, number: string) => string;
  arriveEarly: string;
  footer: (bookingId: string) => string;
  /** Mail */
  mailSubject: (reference: string) => string;
  mailTitle: (reference: string) => string;
  hello: (name: string) => string;
  paid: string;
  arriveEarlyMail: string;
  yourBookings: string;
  goodTrip: string;
  /** "Compagnie (aller)" */
  ofLeg: (label: string, leg: string) => string;
  /** SMS */
  smsHead: (reference: string, code: string) => string;
  smsSeats: string;
  smsOutbound: string;
  smsReturn: string;
  smsEarly: string;
}

const fr: TicketTexts = {
  locale: 'fr-FR',
  ticket: 'Billet de voyage',
  reference: 'Référence',
  bookingReference: 'Référence de réservation',
  boardingCode: "Code d'embarquement",
  passenger: 'Passager',
  passengers: 'Passagers',
  contact: 'Contact',
  showAtBoarding: "À présenter à l'embarquement",
  trip: 'Trajet',
  outbound: 'Aller',
  return: 'Retour',
  company: 'Compagnie',
  bus: 'Bus',
  seats: 'Sièges',
  totalPaid: 'Total payé',
  times: (date, departure, arrival) => `${date}, départ ${departure} – arrivée ${arrival}`,
  busText: (name, number) => `${name} (n° ${number})`,
  arriveEarly:
    "Présentez-vous à la gare 30 minutes avant le départ avec ce billet (imprimé ou sur votre téléphone) et une pièce d'identité.",
  footer: (id) => `Gbaka, intermédiaire de réservation. Réservation ${id}.`,
  mailSubject: (reference) => `Votre billet Gbaka – ${reference}`,
  mailTitle: (reference) => `Gbaka – billet ${reference}`,
  hello: (name) => `Bonjour ${name},`,
  paid: "Votre paiement est confirmé. Votre billet est joint à ce message : présentez-le à l'embarquement, imprimé ou sur votre téléphone.",
  arriveEarlyMail: "Présentez-vous à la gare 30 minutes avant le départ avec une pièce d'identité.",
  yourBookings: 'Vos réservations',
  goodTrip: 'Bon voyage avec Gbaka !',
  ofLeg: (label, leg) => `${label} (${leg.toLowerCase()})`,
  smsHead: (reference, code) => `Gbaka: billet ${reference}, code ${code}.`,
  smsSeats: 'siège(s)',
  smsOutbound: 'Aller ',
  smsReturn: 'Retour ',
  smsEarly: ' Présentez-vous 30 min avant.',
};

const en: TicketTexts = {
  locale: 'en-GB',
  ticket: 'Travel ticket',
  reference: 'Reference',
  bookingReference: 'Booking reference',
  boardingCode: 'Boarding code',
  passenger: 'Passenger',
  passengers: 'Passengers',
  contact: 'Contact',
  showAtBoarding: 'Show when boarding',
  trip: 'Trip',
  outbound: 'Outbound',
  return: 'Return',
  company: 'Company',
  bus: 'Bus',
  seats: 'Seats',
  totalPaid: 'Total paid',
  times: (date, departure, arrival) => `${date}, departs ${departure} – arrives ${arrival}`,
  busText: (name, number) => `${name} (no. ${number})`,
  arriveEarly:
    'Be at the station 30 minutes before departure with this ticket (printed or on your phone) and an identity document.',
  footer: (id) => `Gbaka, booking intermediary. Booking ${id}.`,
  mailSubject: (reference) => `Your Gbaka ticket – ${reference}`,
  mailTitle: (reference) => `Gbaka – ticket ${reference}`,
  hello: (name) => `Hello ${name},`,
  paid: 'Your payment is confirmed. Your ticket is attached to this message: show it when boarding, printed or on your phone.',
  arriveEarlyMail: 'Be at the station 30 minutes before departure with an identity document.',
  yourBookings: 'Your bookings',
  goodTrip: 'Have a good trip with Gbaka!',
  ofLeg: (label, leg) => `${label} (${leg.toLowerCase()})`,
  smsHead: (reference, code) => `Gbaka: ticket ${reference}, code ${code}.`,
  smsSeats: 'seat(s)',
  smsOutbound: 'Out ',
  smsReturn: 'Return ',
  smsEarly: ' Be there 30 min early.',
};

const es: TicketTexts = {
  locale: 'es-ES',
  ticket: 'Billete de viaje',
  reference: 'Referencia',
  bookingReference: 'Referencia de la reserva',
  boardingCode: 'Código de embarque',
  passenger: 'Pasajero',
  passengers: 'Pasajeros',
  contact: 'Contacto',
  showAtBoarding: 'Presentar al embarcar',
  trip: 'Trayecto',
  outbound: 'Ida',
  return: 'Vuelta',
  company: 'Compañía',
  bus: 'Autobús',
  seats: 'Asientos',
  totalPaid: 'Total pagado',
  times: (date, departure, arrival) => `${date}, salida ${departure} – llegada ${arrival}`,
  busText: (name, number) => `${name} (n.º ${number})`,
  arriveEarly:
    'Preséntese en la estación 30 minutos antes de la salida con este billete (impreso o en su teléfono) y un documento de identidad.',
  footer: (id) => `Gbaka, intermediario de reservas. Reserva ${id}.`,
  mailSubject: (reference) => `Su billete Gbaka – ${reference}`,
  mailTitle: (reference) => `Gbaka – billete ${reference}`,
  hello: (name) => `Hola, ${name}:`,
  paid: 'Su pago está confirmado. Su billete va adjunto a este mensaje: preséntelo al embarcar, impreso o en su teléfono.',
  arriveEarlyMail: 'Preséntese en la estación 30 minutos antes de la salida con un documento de identidad.',
  yourBookings: 'Sus reservas',
  goodTrip: '¡Buen viaje con Gbaka!',
  ofLeg: (label, leg) => `${label} (${leg.toLowerCase()})`,
  smsHead: (reference, code) => `Gbaka: billete ${reference}, codigo ${code}.`,
  smsSeats: 'asiento(s)',
  smsOutbound: 'Ida ',
  smsReturn: 'Vuelta ',
  smsEarly: ' Llegue 30 min antes.',
};

const TEXTS: Record<Language, TicketTexts> = { fr, en, es };

export function ticketTexts(language: Language): TicketTexts {
  return TEXTS[language];
}
