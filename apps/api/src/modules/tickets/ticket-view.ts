import {
  type BookingStatus,
  DEFAULT_LANGUAGE,
  type Language,
  bookingStatusLabel,
  formatBoardingCode,
  formatDay,
  formatFcfa,
  formatPhone,
  legPassengers,
  plainSpaces,
  type SeatPassenger,
  type TicketQrPayload,
  translate,
  type TripType,
} from '@gbaka/shared';
import type { DbOrTx } from '../../db/client';
import { ticketRepository, type TicketLegRow } from './repository';
import { ticketTexts } from './ticket-texts';

export interface TicketLeg extends TicketLegRow {
  seats: number[];
  /** Seat → passenger on this leg (WAVE 2). */
  passengers: SeatPassenger[];
  /** "mardi 14 mai 2025". */
  dateText: string;
}

/** Everything the PDF, the QR code, the mail and the SMS print, formatted once, in the booking's language. */
export interface TicketView {
  /** The language the booking was made in (issue 16); French when it was not recorded. */
  language: Language;
  bookingId: string;
  reference: string;
  /** When the ticket was issued: its payment's confirmation, or the booking's creation before it is paid. */
  issuedAt: Date;
  /** The short boarding code as stored ("K7MP4XQ2") and as printed ("K7MP-4XQ2"). */
  boardingCode: string;
  codeText: string;
  userId: string | null;
  status: BookingStatus;
  /** CONFIRMÉ, TERMINÉ… */
  statusLabel: string;
  tripType: TripType;
  passenger: { fullName: string; phone: string; phoneText: string; email: string };
  outbound: TicketLeg;
  inbound: TicketLeg | null;
  totalPrice: number;
  /** "15 975 F CFA" with ordinary spaces: the PDF's standard fonts have no narrow no-break space. */
  totalText: string;
  qrPayload: TicketQrPayload;
}

export const seatsText = (seats: number[]) => seats.join(', ');

/** "12 · Awa Koné": one seat and who sits there. */
export const seatPassengerText = (p: SeatPassenger) => `${p.seat} · ${p.fullName}`;

/**
 * The booking's ticket, in the language it was made in; `fallback` (French unless given) when none was recorded,
 * as on bookings made before issue 16.
 */
export async function loadTicketView(
  db: DbOrTx,
  bookingId: string,
  fallback: Language = DEFAULT_LANGUAGE,
): Promise<TicketView | null> {
  const found = await ticketRepository.findTicketBooking(db, bookingId);
  if (!found) return null;
  const { booking, outbound, inbound } = found;
  // A check constraint keeps the column to fr, en and es.
  const language = (booking.language ?? fallback) as Language;
  const { locale } = ticketTexts(language);
  const seating = {
    selectedSeats: booking.selectedSeats,
    returnSelectedSeats: booking.returnSelectedSeats ?? [],
    passengers: booking.passengers,
    passengerDetails: {
      fullName: booking.passengerFullName,
      email: booking.passengerEmail,
      phoneNumber: booking.passengerPhone,
    },
  };
  const outboundLeg = {
    ...outbound,
    seats: booking.selectedSeats,
    passengers: legPassengers(seating, 'outbound'),
    dateText: formatDay(outbound.departureDate, locale, 'full'),
  };
  const inboundLeg = inbound && {
    ...inbound,
    seats: booking.returnSelectedSeats ?? booking.selectedSeats,
    passengers: legPassengers(seating, 'return'),
    dateText: formatDay(inbound.departureDate, locale, 'full'),
  };
  return {
    language,
    bookingId: booking.id,
    reference: booking.reference,
    issuedAt: booking.confirmedAt ?? booking.createdAt,
    boardingCode: booking.boardingCode,
    codeText: formatBoardingCode(booking.boardingCode),
    userId: booking.userId,
    status: booking.status,
    statusLabel: translate(language, bookingStatusLabel(booking.status)),
    tripType: booking.tripType,
    passenger: {
      fullName: booking.passengerFullName,
      phone: booking.passengerPhone,
      phoneText: formatPhone(booking.passengerPhone),
      email: booking.passengerEmail,
    },
    outbound: outboundLeg,
    inbound: booking.tripType === 'roundTrip' ? inboundLeg : null,
    totalPrice: booking.totalPrice,
    totalText: plainSpaces(formatFcfa(booking.totalPrice)),
    qrPayload: {
      bookingId: booking.id,
      passenger: booking.passengerFullName,
      from: outbound.from,
      to: outbound.to,
      date: outbound.departureDate,
      time: outbound.departureTime,
      seats: booking.selectedSeats,
      company: outbound.company,
      phone: booking.passengerPhone,
      totalPrice: booking.totalPrice,
    },
  };
}
