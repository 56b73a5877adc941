import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSENGER_OPTIONS, searchQuerySchema, seatLayoutSchema, seatsForPassengers } from './search';
import { expectOnlyKeys, allMessages, issues } from './test-helpers';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-07-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const query = { from: 'Abidjan', to: 'Yamoussoukro', departureDate: '2025-07-01' };

describe('passengers', () => {
  it('lists the seven options of the spec with their seats', () => {
    expect(PASSENGER_OPTIONS.map((o) => [o.value, o.seats])).toEqual([
      ['1 Adult', 1],
      ['2 Adults', 2],
      ['3 Adults', 3],
      ['4 Adults', 4],
      ['1 Adult 1 Child', 2],
      ['2 Adults 1 Child', 3],
      ['2 Adults 2 Children', 4],
    ]);
  });

  it('reads options and counts', () => {
    expect(seatsForPassengers('2 adults 1 child')).toBe(3);
    expect(seatsForPassengers('3')).toBe(3);
    expect(seatsForPassengers(2)).toBe(2);
    expect(seatsForPassengers('many')).toBeUndefined();
  });
});

describe('searchQuerySchema', () => {
  it('fills the defaults of the spec', () => {
    expect(searchQuerySchema.parse(query)).toEqual({
      ...query,
      passengers: 1,
      tripType: 'oneWay',
      departureTime: 'all',
      companyName: 'all',
      returnDate: undefined,
    });
  });

  it('coerces passengers from a query string or an option', () => {
    expect(searchQuerySchema.parse({ ...query, passengers: '3' }).passengers).toBe(3);
    expect(searchQuerySchema.parse({ ...query, passengers: '2 Adults 2 Children' }).passengers).toBe(4);
    expect(issues(searchQuerySchema, { ...query, passengers: '6' })).toEqual({
      passengers: 'passengersInvalid',
    });
    expect(issues(searchQuerySchema, { ...query, passengers: '0' })).toEqual({
      passengers: 'passengersInvalid',
    });
    expect(issues(searchQuerySchema, { ...query, passengers: 'lots' })).toEqual({
      passengers: 'passengersInvalid',
    });
  });

  it('keeps a chosen time and company, and treats blank as all', () => {
    const parsed = searchQuerySchema.parse({ ...query, departureTime: '08:30', companyName: 'UTB' });
    expect([parsed.departureTime, parsed.companyName]).toEqual(['08:30', 'UTB']);
    expect(searchQuerySchema.parse({ ...query, departureTime: '', companyName: '' }).companyName).toBe('all');
    expect(issues(searchQuerySchema, { ...query, departureTime: '8h' })).toEqual({
      departureTime: 'invalidTime',
    });
  });

  it('requires both cities, different ones', () => {
    expect(issues(searchQuerySchema, { ...query, from: '', to: undefined })).toEqual({
      from: 'fromRequired',
      to: 'toRequired',
    });
    expect(issues(searchQuerySchema, { ...query, to: 'abidjan' })).toEqual({ to: 'sameCities' });
  });

  it('refuses a departure before today in Abidjan', () => {
    expect(issues(searchQuerySchema, { ...query, departureDate: '2025-06-30' })).toEqual({
      departureDate: 'departureDatePast',
    });
    expect(issues(searchQuerySchema, { ...query, departureDate: '' })).toEqual({
      departureDate: 'departureDateRequired',
    });
  });

  it('infers a round trip from a return date and checks its order', () => {
    expect(searchQuerySchema.parse({ ...query, returnDate: '2025-07-03' }).tripType).toBe('roundTrip');
    expect(issues(searchQuerySchema, { ...query, tripType: 'roundTrip' })).toEqual({
      returnDate: 'returnDateRequired',
    });
    expect(issues(searchQuerySchema, { ...query, returnDate: '2025-06-30' })).toEqual({
      returnDate: 'returnBeforeDeparture',
    });
    expect(searchQuerySchema.parse({ ...query, returnDate: '2025-07-01' }).returnDate).toBe('2025-07-01');
  });

  it('only speaks in catalogue keys', () => {
    expectOnlyKeys(allMessages(searchQuerySchema, { passengers: {}, tripType: 'both', departureTime: 5 }));
  });
});

describe('seatLayoutSchema', () => {
  it('accepts the layout answer', () => {
    const layout = {
      routeId: 'r',
      availableSeats: 1,
      seats: [
        { number: 1, status: 'available' },
        { number: 2, status: 'reserved' },
      ],
      totalSeats: 2,
      layout: '2x2',
      busName: 'Ivoire Confort 1',
    };
    expect(seatLayoutSchema.parse(layout)).toEqual(layout);
    expect(
      seatLayoutSchema.safeParse({ ...layout, seats: [{ number: 1, status: 'selected' }] }).success,
    ).toBe(false);
  });
});
