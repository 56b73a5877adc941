import { describe, expect, it } from 'vitest';
import {
  bookingSchema,
  bookingStatusUpdateSchema,
  createBookingSchema,
  legPassengers,
  seatNumbersSchema,
} from './booking';
import { allMessages, expectOnlyKeys, issues } from './test-helpers';
import { buildBooking, IDS } from './test-fixtures';

const oneWay = {
  outboundRouteId: IDS.trip,
  tripType: 'oneWay',
  selectedSeats: [3, 4],
  passengerDetails: { fullName: 'Awa Koné', email: 'Awa@Example.ci', phoneNumber: '07 12 34 56 78' },
  totalPrice: 15975,
};
const roundTrip = { ...oneWay, tripType: 'roundTrip', returnRouteId: IDS.returnTrip };

describe('seatNumbersSchema', () => {
  it('accepts one to five distinct seats', () => {
    expect(seatNumbersSchema.parse([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [[], 'seatsRequired'],
    [[1, 2, 3, 4, 5, 6], 'tooManySeats'],
    [[2, 2], 'duplicateSeats'],
  ])('reports %j as %s', (seats, key) => {
    expect(issues(seatNumbersSchema, seats)['']).toBe(key);
  });

  it.each([[[0]], [[-1]], [[1.5]], [['1']]])('reports seat %j as invalid', (seats) => {
    expect(issues(seatNumbersSchema, seats)['0']).toBe('seatInvalid');
  });
});

describe('createBookingSchema', () => {
  it('normalises the passenger contact', () => {
    const parsed = createBookingSchema.parse(oneWay);
    expect(parsed.passengerDetails).toEqual({
      fullName: 'Awa Koné',
      email: 'awa@example.ci',
      phoneNumber: '+2250712345678',
    });
    expect(parsed.returnSelectedSeats).toBeUndefined();
  });

  it('defaults to one way', () => {
    const { tripType: _omitted, ...rest } = oneWay;
    expect(createBookingSchema.parse(rest).tripType).toBe('oneWay');
  });

  it('uses the outbound seats on the return when none are given', () => {
    expect(createBookingSchema.parse(roundTrip).returnSelectedSeats).toEqual([3, 4]);
    expect(
      createBookingSchema.parse({ ...roundTrip, returnSelectedSeats: [10, 11] }).returnSelectedSeats,
    ).toEqual([10, 11]);
  });

  it('requires a return trip on a round trip, and none on a one-way trip', () => {
    expect(issues(createBookingSchema, { ...roundTrip, returnRouteId: '' })).toEqual({
      returnRouteId: 'returnRouteRequired',
    });
    expect(issues(createBookingSchema, { ...oneWay, returnRouteId: IDS.returnTrip })).toEqual({
      returnRouteId: 'returnRouteUnexpected',
    });
    expect(issues(createBookingSchema, { ...roundTrip, returnRouteId: IDS.trip })).toEqual({
      returnRouteId: 'sameOutboundAndReturn',
    });
  });

  it('requires as many return seats as outbound seats', () => {
    expect(issues(createBookingSchema, { ...roundTrip, returnSelectedSeats: [7] })).toEqual({
      returnSelectedSeats: 'returnSeatsMismatch',
    });
  });

  it('checks the passenger details', () => {
    expect(
      issues(createBookingSchema, {
        ...oneWay,
        passengerDetails: { fullName: '', email: '', phoneNumber: '' },
      }),
    ).toEqual({
      'passengerDetails.fullName': 'fullNameRequired',
      'passengerDetails.email': 'emailRequired',
      'passengerDetails.phoneNumber': 'phoneRequired',
    });
    expect(
      issues(createBookingSchema, {
        ...oneWay,
        passengerDetails: { fullName: 'A', email: 'awa@', phoneNumber: '08 12 34 56 78' },
      }),
    ).toEqual({
      'passengerDetails.fullName': 'fullNameTooShort',
      'passengerDetails.email': 'emailInvalid',
      'passengerDetails.phoneNumber': 'phoneInvalid',
    });
  });

  it('checks ids and the total', () => {
    expect(issues(createBookingSchema, { ...oneWay, outboundRouteId: '' })).toEqual({
      outboundRouteId: 'outboundRouteRequired',
    });
    expect(issues(createBookingSchema, { ...oneWay, outboundRouteId: 'abc' })).toEqual({
      outboundRouteId: 'invalidId',
    });
    expect(issues(createBookingSchema, { ...oneWay, totalPrice: -5 })).toEqual({
      totalPrice: 'totalPriceInvalid',
    });
    expect(issues(createBookingSchema, { ...oneWay, totalPrice: 10.5 })).toEqual({
      totalPrice: 'totalPriceInvalid',
    });
  });

  it('only speaks in catalogue keys', () => {
    expectOnlyKeys(allMessages(createBookingSchema, {}));
    expectOnlyKeys(
      allMessages(createBookingSchema, { tripType: 'x', passengerDetails: 3, selectedSeats: 'a' }),
    );
  });
});

describe('booking responses', () => {
  const booking = buildBooking();

  it('accept a stored booking, with or without the cancellation fields', () => {
    expect(bookingSchema.parse(booking)).toEqual(booking);
    const cancelled = {
      ...booking,
      status: 'cancelled',
      refundAmount: 15975,
      cancelledAt: '2025-06-21T10:00:00Z',
    };
    expect(bookingSchema.parse(cancelled).refundAmount).toBe(15975);
    expect(bookingSchema.safeParse({ ...booking, status: 'success' }).success).toBe(false);
  });

  it('let a traveller only cancel', () => {
    expect(bookingStatusUpdateSchema.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(issues(bookingStatusUpdateSchema, { status: 'confirmed' })).toEqual({ status: 'statusInvalid' });
  });
});

describe('passengers: a name per seat', () => {
  const seats = (names: [number, string][]) => names.map(([seat, fullName]) => ({ seat, fullName }));

  it('keeps them in the order of the seats, names trimmed', () => {
    const parsed = createBookingSchema.parse({
      ...oneWay,
      passengers: seats([
        [4, ' Koffi Brou '],
        [3, 'Awa Koné'],
      ]),
    });
    expect(parsed.passengers).toEqual(
      seats([
        [3, 'Awa Koné'],
        [4, 'Koffi Brou'],
      ]),
    );
  });

  it('stays optional: the contact alone still books', () => {
    expect(createBookingSchema.parse(oneWay).passengers).toBeUndefined();
  });

  it.each([
    [seats([[3, 'Awa']])],
    [
      seats([
        [3, 'Awa'],
        [5, 'Yao'],
      ]),
    ],
    [
      seats([
        [3, 'Awa'],
        [3, 'Yao'],
      ]),
    ],
  ])('refuses names that do not match the seats one for one (%j)', (passengers) => {
    expect(issues(createBookingSchema, { ...oneWay, passengers }).passengers).toBe('passengersMismatch');
  });

  it('requires each name', () => {
    const passengers = seats([
      [3, 'Awa'],
      [4, '  '],
    ]);
    expect(issues(createBookingSchema, { ...oneWay, passengers })['passengers.1.fullName']).toBe(
      'passengerNameRequired',
    );
  });

  it('seats the return leg by index, and the contact where no name was given', () => {
    const booking = {
      selectedSeats: [3, 4],
      returnSelectedSeats: [10, 9],
      passengerDetails: { fullName: 'Awa Koné', email: 'awa@example.ci', phoneNumber: '+2250712345678' },
      passengers: seats([
        [3, 'Awa Koné'],
        [4, 'Koffi Brou'],
      ]),
    };
    expect(legPassengers(booking, 'return')).toEqual(
      seats([
        [10, 'Awa Koné'],
        [9, 'Koffi Brou'],
      ]),
    );
    expect(legPassengers({ ...booking, passengers: undefined }, 'outbound')).toEqual(
      seats([
        [3, 'Awa Koné'],
        [4, 'Awa Koné'],
      ]),
    );
  });
});
