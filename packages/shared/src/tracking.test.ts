import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import { issues } from './test-helpers';
import {
  maskEmail,
  maskPhone,
  nameInitials,
  placeOnRoute,
  trackingParamsSchema,
  trackingQuerySchema,
  trackingStatusLabel,
  trackPosition,
} from './tracking';

const abidjan = { latitude: 5.36, longitude: -4.0 };
const yamoussoukro = { latitude: 6.82, longitude: -5.28 };
const departure = new Date('2025-07-01T08:00:00Z');
const arrival = new Date('2025-07-01T12:00:00Z');
const base = { fromCoords: abidjan, toCoords: yamoussoukro, departure, arrival };

describe('trackPosition', () => {
  it('is scheduled at the origin before departure', () => {
    expect(trackPosition({ ...base, now: new Date('2025-07-01T07:00:00Z') })).toEqual({
      status: 'scheduled',
      progress: 0,
      ...abidjan,
    });
  });

  it('interpolates between the cities while on the road', () => {
    const halfway = trackPosition({ ...base, now: new Date('2025-07-01T10:00:00Z') });
    expect(halfway.status).toBe('in_transit');
    expect(halfway.progress).toBe(0.5);
    expect(halfway.latitude).toBeCloseTo(6.09, 10);
    expect(halfway.longitude).toBeCloseTo(-4.64, 10);
    expect(trackPosition({ ...base, now: departure }).status).toBe('in_transit');
  });

  it('is completed at the destination from the arrival time', () => {
    expect(trackPosition({ ...base, now: arrival })).toEqual({
      status: 'completed',
      progress: 1,
      ...yamoussoukro,
    });
  });

  it('is cancelled whatever the time', () => {
    expect(trackPosition({ ...base, now: new Date('2025-07-01T10:00:00Z'), cancelled: true }).status).toBe(
      'cancelled',
    );
  });

  it('has no position mid-way when a city has no coordinates', () => {
    const mid = trackPosition({ ...base, toCoords: null, now: new Date('2025-07-01T10:00:00Z') });
    expect([mid.latitude, mid.longitude]).toEqual([null, null]);
    expect(trackPosition({ ...base, toCoords: null, now: departure }).status).toBe('in_transit');
    expect(trackPosition({ ...base, toCoords: null, now: new Date(0) }).latitude).toBe(5.36);
  });

  it('copes with an arrival not after the departure', () => {
    expect(trackPosition({ ...base, arrival: departure, now: departure }).status).toBe('completed');
  });
});

describe('tracking helpers', () => {
  it('needs a booking number', () => {
    expect(issues(trackingQuerySchema, { bookingNumber: '  ' })).toEqual({
      bookingNumber: 'bookingNumberRequired',
    });
    expect(trackingQuerySchema.parse({ bookingNumber: ' BOOK-1A2B3C4D ' }).bookingNumber).toBe(
      'BOOK-1A2B3C4D',
    );
  });

  it('labels statuses, unknown included', () => {
    expect(translate('fr', trackingStatusLabel('in_transit'))).toBe('En route');
    expect(translate('fr', trackingStatusLabel('lost'))).toBe('Statut inconnu');
  });

  it("reduces a stranger's view of the name to initials", () => {
    expect(nameInitials('Awa Koné')).toBe('A. K.');
    expect(nameInitials('  élise   n’guessan kouadio ')).toBe('É. N. K.');
    expect(nameInitials('')).toBe('');
  });

  it('masks contact details', () => {
    expect(maskEmail('koffi.yao@mail.ci')).toBe('k********@mail.ci');
    expect(maskEmail('ab@mail.ci')).toBe('a***@mail.ci');
    expect(maskEmail('nonsense')).toBe('***');
    expect(maskPhone('+2250712345678')).toBe('+225 07 ** ** ** 78');
    expect(maskPhone('+233241234567')).toBe('+233 ** ** ** 67');
    expect(maskPhone('')).toBe('***');
  });
});

describe('placeOnRoute', () => {
  it('is at the origin before departure and at the destination from arrival', () => {
    expect(placeOnRoute('Abidjan', ['Toumodi'], 'Yamoussoukro', 0)).toEqual({ at: 'Abidjan' });
    expect(placeOnRoute('Abidjan', ['Toumodi'], 'Yamoussoukro', 1)).toEqual({ at: 'Yamoussoukro' });
    expect(placeOnRoute('Abidjan', [], 'Yamoussoukro', Number.NaN)).toEqual({ at: 'Abidjan' });
  });

  it('names the stretch between two stops, the stops evenly spaced', () => {
    expect(placeOnRoute('Abidjan', ['Toumodi'], 'Yamoussoukro', 0.3)).toEqual({
      between: ['Abidjan', 'Toumodi'],
    });
    expect(placeOnRoute('Abidjan', ['Toumodi'], 'Yamoussoukro', 0.75)).toEqual({
      between: ['Toumodi', 'Yamoussoukro'],
    });
    expect(placeOnRoute('Abidjan', [], 'Divo', 0.99)).toEqual({ between: ['Abidjan', 'Divo'] });
  });

  it('ignores blank stops and stops naming an end of the line', () => {
    expect(placeOnRoute('Abidjan', ['abidjan', ' ', 'Yamoussoukro'], 'Yamoussoukro', 0.6)).toEqual({
      between: ['Abidjan', 'Yamoussoukro'],
    });
  });
});

describe('trackingParamsSchema', () => {
  it.each(['1A2B3C4D', 'book-1a2b3c4d', '0190a0b0-0000-7000-8000-00001a2b3c4d'])('accepts %j', (value) => {
    expect(trackingParamsSchema.safeParse({ idOrReference: value }).success).toBe(true);
  });

  it.each(['BOOK-XYZ123', 'x'.repeat(65), "1' or 1=1", ''])('refuses %j', (value) => {
    expect(issues(trackingParamsSchema, { idOrReference: value })).toEqual({
      idOrReference: 'bookingNumberInvalid',
    });
  });
});
