import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRIP_REQUIRED_FIELDS,
  adminTripSchema,
  adminTripsQuerySchema,
  bulkDeleteSchema,
  missingFields,
} from './admin-trip';
import { translate } from './messages';
import { IDS } from './test-fixtures';
import { allMessages, expectOnlyKeys, issues } from './test-helpers';

const form = {
  from: 'Abidjan',
  to: 'Yamoussoukro',
  departureDate: '2025-07-01',
  departureTime: '08:00',
  arrivalTime: '11:30',
  duration: '3h30',
  price: '7 500',
  availableSeats: '50',
  companyName: IDS.company,
  bus: IDS.bus,
  stops: 'Sikensi, , Toumodi ',
  amenities: 'wifi,ac',
  features: '',
};

describe('adminTripSchema', () => {
  it('parses the form text into the stored shape', () => {
    expect(adminTripSchema.parse(form)).toEqual({
      ...form,
      duration: '3h30min',
      durationMinutes: 210,
      price: 7500,
      availableSeats: 50,
      stops: ['Sikensi', 'Toumodi'],
      amenities: ['wifi', 'ac'],
      features: [],
      popular: false,
    });
  });

  it('accepts a JSON body with numbers and arrays', () => {
    const parsed = adminTripSchema.parse({
      ...form,
      duration: 210,
      price: 7500,
      availableSeats: 0,
      stops: ['Toumodi'],
    });
    expect([parsed.duration, parsed.availableSeats, parsed.stops]).toEqual(['3h30min', 0, ['Toumodi']]);
  });

  it('reports each field with its own key', () => {
    expect(
      issues(adminTripSchema, {
        ...form,
        duration: 'long',
        price: '-5',
        availableSeats: 'x',
        departureTime: '8h',
      }),
    ).toEqual({
      duration: 'durationInvalid',
      price: 'priceInvalid',
      availableSeats: 'availableSeatsInvalid',
      departureTime: 'invalidTime',
    });
    expect(issues(adminTripSchema, { ...form, to: 'abidjan' })).toEqual({ to: 'sameCities' });
    expect(issues(adminTripSchema, { ...form, departureDate: '2025-02-30' })).toEqual({
      departureDate: 'invalidDate',
    });
  });

  it('refuses an arrival that does not follow from the departure and the duration', () => {
    expect(issues(adminTripSchema, { ...form, arrivalTime: '12:00' })).toEqual({
      arrivalTime: 'arrivalMismatch',
    });
    // An overnight trip arrives the next morning.
    expect(adminTripSchema.safeParse({ ...form, departureTime: '22:00', arrivalTime: '01:30' }).success).toBe(
      true,
    );
  });

  it('reports an empty form in keys only', () => {
    const messages = allMessages(adminTripSchema, {});
    expectOnlyKeys(messages);
    expect(issues(adminTripSchema, {})).toMatchObject({ from: 'fromRequired', bus: 'busRequired' });
  });
});

describe('missingFields', () => {
  it('lists the empty required fields for one message', () => {
    const missing = missingFields(
      { ...form, price: '', bus: undefined, to: '  ' },
      ADMIN_TRIP_REQUIRED_FIELDS,
    );
    expect(missing).toEqual(['to', 'price', 'bus']);
    expect(translate('fr', 'missingFields', { fields: missing.join(', ') })).toBe(
      'Champs manquants : to, price, bus',
    );
    expect(missingFields({ ...form, availableSeats: 0 }, ADMIN_TRIP_REQUIRED_FIELDS)).toEqual([]);
  });
});

describe('bulkDeleteSchema', () => {
  it('needs at least one id', () => {
    expect(bulkDeleteSchema.safeParse({ ids: [IDS.trip] }).success).toBe(true);
    expect(issues(bulkDeleteSchema, { ids: [] })).toEqual({ ids: 'invalidValue' });
  });
});

describe('adminTripsQuerySchema', () => {
  it('pages 20 routes by default, every period', () => {
    expect(adminTripsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, period: 'all' });
    expect(issues(adminTripsQuerySchema, { period: 'soon', date: '2025-02-30' })).toEqual({
      period: 'invalidValue',
      date: 'invalidDate',
    });
  });
});
