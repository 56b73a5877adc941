import { isUuid } from './refs';

/**
 * Booking references (DESIGN §7): the last 8 characters of the booking id, upper-cased. The ticket prints
 * it, often after "BOOK-"; tracking accepts it in any case, with or without that prefix, or the full id.
 */
export const REFERENCE_LENGTH = 8;

export function bookingReference(id: string): string {
  return id.slice(-REFERENCE_LENGTH).toUpperCase();
}

/** " book-1a2b3c4d " → "1A2B3C4D". */
export function normaliseReference(input: string): string {
  return input
    .trim()
    .replace(/^book-/i, '')
    .trim()
    .toUpperCase();
}

export type BookingLookup = { kind: 'id'; id: string } | { kind: 'reference'; reference: string };

/** What a typed booking number designates, or null when it cannot be one (the API answers 400 then). */
export function parseBookingLookup(input: string): BookingLookup | null {
  const trimmed = input.trim().replace(/^book-/i, '');
  if (isUuid(trimmed)) return { kind: 'id', id: trimmed.toLowerCase() };
  const reference = normaliseReference(input);
  return /^[0-9A-Z]{8}$/.test(reference) ? { kind: 'reference', reference } : null;
}
