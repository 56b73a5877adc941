import { describe, expect, it } from 'vitest';
import { bookingReference, normaliseReference, parseBookingLookup } from './booking-reference';

const id = '0190a0b0-0000-7000-8000-00001a2b3c4d';

describe('booking references', () => {
  it('is the last 8 characters of the id, upper-cased', () => {
    expect(bookingReference(id)).toBe('1A2B3C4D');
  });

  it.each(['1A2B3C4D', '1a2b3c4d', 'BOOK-1A2B3C4D', 'book-1a2b3c4d', '  Book-1A2B3C4D ', 'BOOK- 1a2b3c4d'])(
    'normalises %j',
    (input) => {
      expect(normaliseReference(input)).toBe('1A2B3C4D');
    },
  );

  it('tells ids from references', () => {
    expect(parseBookingLookup(id)).toEqual({ kind: 'id', id });
    expect(parseBookingLookup(id.toUpperCase())).toEqual({ kind: 'id', id });
    expect(parseBookingLookup('book-1a2b3c4d')).toEqual({ kind: 'reference', reference: '1A2B3C4D' });
    expect(parseBookingLookup('BOOK-XYZ123')).toBeNull();
    expect(parseBookingLookup('')).toBeNull();
    expect(parseBookingLookup('1A2B 3C4D')).toBeNull();
  });
});
