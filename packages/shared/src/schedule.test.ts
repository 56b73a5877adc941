import { describe, expect, it } from 'vitest';
import {
  addDays,
  arrivalDayOffset,
  arrivalFor,
  arrivalInstant,
  arrivalTime,
  DEFAULT_SEARCH_TIME,
  departureInstant,
  durationText,
  isTripPast,
  minutesToTime,
  parseDurationText,
  routesFilter,
  SEARCH_TIME_OPTIONS,
  timeOfInstant,
  timeToMinutes,
  todayIso,
} from './schedule';

describe('departureInstant', () => {
  it('reads the local Abidjan time as UTC', () => {
    expect(departureInstant('2025-07-01', '08:30').toISOString()).toBe('2025-07-01T08:30:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    expect(() => departureInstant('2025-02-30', '08:00')).toThrow(RangeError);
    expect(() => departureInstant('2025-07-01', '24:00')).toThrow(RangeError);
    expect(() => departureInstant('01/07/2025', '08:00')).toThrow(RangeError);
  });
});

describe('isTripPast', () => {
  const trip = { departureDate: '2025-07-01', departureTime: '08:30' };

  it('is past once the departure time has gone by', () => {
    expect(isTripPast(trip, new Date('2025-07-01T08:29:59Z'))).toBe(false);
    expect(isTripPast(trip, new Date('2025-07-01T08:30:00Z'))).toBe(false);
    expect(isTripPast(trip, new Date('2025-07-01T08:30:01Z'))).toBe(true);
  });

  it('keeps a later trip of today', () => {
    expect(
      isTripPast({ departureDate: '2025-07-01', departureTime: '18:00' }, new Date('2025-07-01T12:00:00Z')),
    ).toBe(false);
  });
});

describe('durations', () => {
  it.each([
    [270, '4h30min'],
    [245, '4h05min'],
    [240, '4h00min'],
    [45, '45min'],
    [0, '0min'],
    [600, '10h00min'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it.each([
    ['4h30min', 270],
    ['4h30', 270],
    ['4h', 240],
    ['4 h 30 min', 270],
    ['45min', 45],
    ['45 mn', 45],
    ['270', 270],
    ['4H05', 245],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseDurationText(text)).toBe(minutes);
  });

  it.each(['', 'long', '4h75', 'h30', '4:30'])('does not read %j', (text) => {
    expect(parseDurationText(text)).toBeUndefined();
  });

  it('round-trips', () => {
    for (const minutes of [5, 59, 60, 61, 299, 1439])
      expect(parseDurationText(durationText(minutes))).toBe(minutes);
  });
});

describe('times', () => {
  it('computes arrival times, wrapping past midnight', () => {
    expect(arrivalTime('08:00', 270)).toBe('12:30');
    expect(arrivalTime('22:30', 150)).toBe('01:00');
    expect(arrivalInstant('2025-07-01', '22:30', 150).toISOString()).toBe('2025-07-02T01:00:00.000Z');
  });

  it('gives the arrival of a form being typed: a whole, positive duration after a complete departure', () => {
    expect(arrivalFor('08:00', 270)).toBe('12:30');
    expect(arrivalFor('22:30', 120)).toBe('00:30');
  });

  it('gives no arrival while the departure or the duration is incomplete', () => {
    expect(arrivalFor('8:0', 270)).toBeNull();
    expect(arrivalFor('08:00', undefined)).toBeNull();
    expect(arrivalFor('08:00', 0)).toBeNull();
    expect(arrivalFor('08:00', 1.5)).toBeNull();
  });

  it('counts the days between the departure and the arrival', () => {
    expect(arrivalDayOffset('08:00', 270)).toBe(0);
    expect(arrivalDayOffset('22:30', 90)).toBe(1);
    expect(arrivalDayOffset('22:30', 120)).toBe(1);
    expect(arrivalDayOffset('23:00', 48 * 60)).toBe(2);
  });

  it('converts between minutes and HH:MM', () => {
    expect(timeToMinutes('13:45')).toBe(825);
    expect(minutesToTime(825)).toBe('13:45');
    expect(minutesToTime(-30)).toBe('23:30');
    expect(() => timeToMinutes('7:00')).toThrow(RangeError);
  });

  it('offers search times every 30 minutes, default 08:00', () => {
    expect(SEARCH_TIME_OPTIONS).toHaveLength(48);
    expect(SEARCH_TIME_OPTIONS[0]).toBe('00:00');
    expect(SEARCH_TIME_OPTIONS[47]).toBe('23:30');
    expect(SEARCH_TIME_OPTIONS).toContain(DEFAULT_SEARCH_TIME);
  });
});

describe('calendar days', () => {
  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('gives today in Abidjan, which is UTC', () => {
    expect(todayIso(new Date('2025-07-01T23:59:59Z'))).toBe('2025-07-01');
    expect(todayIso(new Date('2025-07-02T00:00:00Z'))).toBe('2025-07-02');
    // 23:30 in New York on 1 July is already 2 July in Abidjan.
    expect(todayIso(new Date('2025-07-01T23:30:00-04:00'))).toBe('2025-07-02');
    expect(timeOfInstant(new Date('2025-07-01T09:05:00+01:00'))).toBe('08:05');
  });
});

describe('routesFilter', () => {
  const abidjan = { _id: '0190a0b0-0000-7000-8000-000000000001', name: 'Abidjan' };
  const trips = [
    {
      id: 1,
      from: abidjan,
      to: { _id: 'y', name: 'Yamoussoukro' },
      departureDate: '2025-07-01',
      departureTime: '08:00',
      companyName: { _id: 'c1', name: 'UTB' },
    },
    {
      id: 2,
      from: abidjan,
      to: { _id: 'b', name: 'Bouaké' },
      departureDate: '2025-07-01',
      departureTime: '09:00',
      companyName: { _id: 'c2', name: 'Sotra Express' },
    },
    {
      id: 3,
      from: 'Bouaké',
      to: 'Abidjan',
      departureDate: '2025-07-02',
      departureTime: '06:59',
      companyName: 'UTB',
    },
  ];
  const ids = (list: { id: number }[]) => list.map((t) => t.id);

  it('keeps everything with no filter or "all"', () => {
    expect(ids(routesFilter(trips, {}))).toEqual([1, 2, 3]);
    expect(
      ids(routesFilter(trips, { company: 'all', origin: 'ALL', destination: '', departureTime: 'all' })),
    ).toEqual([1, 2, 3]);
  });

  it('matches departure times within 60 minutes', () => {
    expect(ids(routesFilter(trips, { departureTime: '08:00' }))).toEqual([1, 2]); // 06:59 is 61 minutes off
    expect(ids(routesFilter(trips, { departureTime: '07:30' }))).toEqual([1, 3]);
    expect(ids(routesFilter(trips, { departureTime: '07:59' }))).toEqual([1, 3]); // exactly 60 minutes is in
    expect(ids(routesFilter(trips, { departureTime: '09:30' }))).toEqual([2]);
    expect(ids(routesFilter(trips, { departureTime: '10:01' }))).toEqual([]);
  });

  it('matches the exact day', () => {
    expect(ids(routesFilter(trips, { date: '2025-07-02' }))).toEqual([3]);
  });

  it('matches company, origin and destination case-insensitively, as objects or strings', () => {
    expect(ids(routesFilter(trips, { company: 'utb' }))).toEqual([1, 3]);
    expect(ids(routesFilter(trips, { origin: 'bouaké' }))).toEqual([3]);
    expect(ids(routesFilter(trips, { destination: 'ABIDJAN' }))).toEqual([3]);
    expect(ids(routesFilter(trips, { origin: abidjan._id.toUpperCase() }))).toEqual([1, 2]);
  });

  it('combines filters', () => {
    expect(ids(routesFilter(trips, { origin: 'Abidjan', company: 'UTB', date: '2025-07-01' }))).toEqual([1]);
  });
});
