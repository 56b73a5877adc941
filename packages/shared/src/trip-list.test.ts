import { describe, expect, it } from 'vitest';
import { bookingConflictSchema } from './booking';
import { isoDateSchema } from './common';
import { searchQuerySchema, seatLayoutQuerySchema } from './search';
import { issues } from './test-helpers';
import { tripListQuerySchema } from './trip-list';

describe('tripListQuerySchema', () => {
  it('defaults to the first page of 10 future trips without filters', () => {
    expect(tripListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, includePast: false });
  });

  it('reads query-string numbers and booleans, and treats "all" and blanks as no filter', () => {
    expect(
      tripListQuerySchema.parse({
        page: '3',
        limit: '6',
        from: ' Abidjan ',
        to: 'all',
        company: '',
        date: '2030-01-02',
        departureTime: 'ALL',
        includePast: 'true',
      }),
    ).toEqual({ page: 3, limit: 6, from: 'Abidjan', date: '2030-01-02', includePast: true });
  });

  it('refuses what is not a page, a limit, a date or a time', () => {
    expect(issues(tripListQuerySchema, { page: '0' })).toEqual({ page: 'valueTooSmall' });
    expect(issues(tripListQuerySchema, { page: 'abc' })).toEqual({ page: 'invalidValue' });
    expect(issues(tripListQuerySchema, { limit: '1000' })).toEqual({ limit: 'valueTooLarge' });
    expect(issues(tripListQuerySchema, { date: '02/01/2030' })).toEqual({ date: 'invalidDate' });
    expect(issues(tripListQuerySchema, { departureTime: '25:00' })).toEqual({ departureTime: 'invalidTime' });
    expect(issues(tripListQuerySchema, { includePast: 'yes' })).toEqual({ includePast: 'invalidValue' });
    expect(issues(tripListQuerySchema, { from: 'x'.repeat(200) })).toEqual({ from: 'tooLong' });
  });
});

describe('dates the database would refuse', () => {
  it('are refused by the search, the routes list and the layout query, not only by PostgreSQL', () => {
    const search = { from: 'Abidjan', to: 'Bouaké', departureDate: '2999-02-30' };
    expect(issues(searchQuerySchema, search)).toEqual({ departureDate: 'invalidDate' });
    expect(
      issues(searchQuerySchema, { ...search, departureDate: '2999-02-28', returnDate: '2999-13-01' }),
    ).toEqual({
      returnDate: 'invalidDate',
    });
    expect(issues(tripListQuerySchema, { date: '2030-04-31' })).toEqual({ date: 'invalidDate' });
    expect(
      issues(seatLayoutQuerySchema, {
        routeId: '01890a5d-ac96-774b-bcce-b302099a8057',
        departureDate: '2030-00-10',
      }),
    ).toEqual({
      departureDate: 'invalidDate',
    });
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
  });
});

describe('bookingConflictSchema', () => {
  it('keeps the current total and the taken seats of a 409', () => {
    const answer = { success: false, message: 'x', currentTotal: 21_300, takenSeats: [5], extra: 1 };
    expect(bookingConflictSchema.parse(answer)).toEqual({
      success: false,
      message: 'x',
      currentTotal: 21_300,
      takenSeats: [5],
    });
  });
});
