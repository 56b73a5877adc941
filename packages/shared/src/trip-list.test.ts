import { describe, expect, it } from 'vitest';
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
