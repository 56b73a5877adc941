import { describe, expect, it } from 'vitest';
import { adminTimetableSchema, adminTimetablesQuerySchema } from './admin-timetable';
import { IDS } from './test-fixtures';
import { allMessages, expectOnlyKeys, issues } from './test-helpers';

const form = {
  companyId: IDS.company,
  fromCityId: IDS.abidjan,
  toCityId: IDS.yamoussoukro,
  busId: IDS.bus,
  daysOfWeek: [5, 1, 3, 1],
  departureTime: '22:30',
  durationMinutes: 240,
  price: '7 500',
  stops: 'Toumodi, ',
};

describe('adminTimetableSchema', () => {
  it('parses a line, sorting the days and computing the arrival (overnight wraps)', () => {
    expect(adminTimetableSchema.parse(form)).toEqual({
      ...form,
      daysOfWeek: [1, 3, 5],
      price: 7500,
      arrivalTime: '02:30',
      stops: ['Toumodi'],
      amenities: [],
      features: [],
      popular: false,
      active: true,
    });
  });

  it('derives the duration from the arrival time, the next morning when earlier', () => {
    const { durationMinutes: _, ...rest } = form;
    expect(adminTimetableSchema.parse({ ...rest, arrivalTime: '04:00' }).durationMinutes).toBe(330);
    expect(
      adminTimetableSchema.parse({ ...rest, departureTime: '08:00', arrivalTime: '11:30' }),
    ).toMatchObject({
      durationMinutes: 210,
      arrivalTime: '11:30',
    });
  });

  it('accepts form text for days and checkboxes', () => {
    const parsed = adminTimetableSchema.parse({
      ...form,
      daysOfWeek: '7, 6',
      popular: 'on',
      active: 'false',
    });
    expect([parsed.daysOfWeek, parsed.popular, parsed.active]).toEqual([[6, 7], true, false]);
    // The web form's checked boxes, each one's value as text.
    expect(adminTimetableSchema.parse({ ...form, daysOfWeek: ['6', '1', '6'] }).daysOfWeek).toEqual([1, 6]);
    expect(issues(adminTimetableSchema, { ...form, daysOfWeek: ['0', 'x'] })).toEqual({
      'daysOfWeek.0': 'invalidValue',
      'daysOfWeek.1': 'invalidValue',
    });
  });

  it('needs a duration or an arrival, and both must agree', () => {
    const { durationMinutes: _, ...rest } = form;
    expect(issues(adminTimetableSchema, rest)).toEqual({ durationMinutes: 'durationOrArrivalRequired' });
    expect(issues(adminTimetableSchema, { ...form, arrivalTime: '03:00' })).toEqual({
      arrivalTime: 'arrivalMismatch',
    });
    expect(issues(adminTimetableSchema, { ...rest, arrivalTime: '22:30' })).toEqual({
      arrivalTime: 'durationInvalid',
    });
  });

  it('reports each field with its own key', () => {
    expect(
      issues(adminTimetableSchema, {
        ...form,
        companyId: '',
        busId: 'bus-1',
        daysOfWeek: [],
        departureTime: '25:00',
        price: -1,
        durationMinutes: 0,
      }),
    ).toEqual({
      companyId: 'companyRequired',
      busId: 'invalidId',
      daysOfWeek: 'daysOfWeekRequired',
      departureTime: 'invalidTime',
      price: 'priceInvalid',
      durationMinutes: 'durationInvalid',
    });
    expect(issues(adminTimetableSchema, { ...form, daysOfWeek: [0, 8] })).toEqual({
      'daysOfWeek.0': 'invalidValue',
      'daysOfWeek.1': 'invalidValue',
    });
    expect(issues(adminTimetableSchema, { ...form, toCityId: IDS.abidjan })).toEqual({
      toCityId: 'sameCities',
    });
  });

  it('reports an empty form in keys only', () => {
    expectOnlyKeys(allMessages(adminTimetableSchema, {}));
    expect(issues(adminTimetableSchema, {})).toMatchObject({
      fromCityId: 'fromRequired',
      daysOfWeek: 'daysOfWeekRequired',
    });
  });
});

describe('adminTimetablesQuerySchema', () => {
  it('reads the active filter', () => {
    expect(adminTimetablesQuerySchema.parse({ active: 'false' })).toEqual({ active: false });
    expect(adminTimetablesQuerySchema.parse({ active: 'all' })).toEqual({ active: undefined });
  });
});
