import type { Booking, BookingRoute } from './booking';
import type { Trip } from './catalogue';

/** Builders for test data (only imported by *.test.ts). Each call returns a fresh object. */
export const IDS = {
  trip: '0190a0b0-0000-7000-8000-00000000a001',
  returnTrip: '0190a0b0-0000-7000-8000-00000000a002',
  booking: '0190a0b0-0000-7000-8000-00001a2b3c4d',
  abidjan: '0190a0b0-0000-7000-8000-00000000c001',
  yamoussoukro: '0190a0b0-0000-7000-8000-00000000c002',
  company: '0190a0b0-0000-7000-8000-00000000e001',
  bus: '0190a0b0-0000-7000-8000-00000000b001',
} as const;

export function buildTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    _id: IDS.trip,
    from: { _id: IDS.abidjan, name: 'Abidjan' },
    to: { _id: IDS.yamoussoukro, name: 'Yamoussoukro' },
    departureDate: '2025-07-01',
    departureTime: '08:00',
    arrivalTime: '11:00',
    duration: '3h00min',
    durationMinutes: 180,
    price: 7500,
    availableSeats: 42,
    companyName: { _id: IDS.company, name: 'Ivoire Transport', logo: null },
    bus: {
      _id: IDS.bus,
      name: 'Ivoire Confort 1',
      busNumber: 'IT-001',
      model: 'Yutong ZK6122',
      type: 'Climatisé',
      capacity: 50,
      layout: '2x2',
      amenities: ['wifi', 'ac'],
    },
    stops: [],
    amenities: ['wifi', 'ac'],
    features: [],
    popular: false,
    ...overrides,
  };
}

/** One leg of a booking as the API sends it: buildTrip()'s, Abidjan to Yamoussoukro with Ivoire Transport. */
export function buildBookingRoute(overrides: Partial<BookingRoute> = {}): BookingRoute {
  const { _id, from, to, departureDate, departureTime, arrivalTime, duration, price, companyName } =
    buildTrip();
  return {
    _id,
    from,
    to,
    departureDate,
    departureTime,
    arrivalTime,
    duration,
    price,
    companyName,
    ...overrides,
  };
}

/** A paid one-way booking of two seats (3 and 4) on buildBookingRoute(), as the API sends it. */
export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: IDS.booking,
    reference: '1A2B3C4D',
    userId: null,
    status: 'confirmed',
    tripType: 'oneWay',
    outboundRoute: buildBookingRoute(),
    returnRoute: null,
    selectedSeats: [3, 4],
    returnSelectedSeats: [],
    totalPrice: 15975,
    subtotal: 15000,
    fee: 975,
    passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '+2250712345678' },
    passengers: [
      { seat: 3, fullName: 'Awa Koné' },
      { seat: 4, fullName: 'Koffi Brou' },
    ],
    holdExpiresAt: null,
    createdAt: '2025-06-20T10:00:00.000Z',
    ...overrides,
  };
}
