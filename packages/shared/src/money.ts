import { DEFAULT_LANGUAGE, type Language } from './languages';

/** Pricing rules of SPEC §9 and DESIGN §4. Amounts are whole F CFA (the XOF has no minor unit in use). */
export const SERVICE_FEE_RATE = 0.065;
export const MAX_SEATS_PER_BOOKING = 5;
/** With a no-break space, so that "F" and "CFA" never land on two lines. */
export const CURRENCY_LABEL = 'F\u00a0CFA';

function assertAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole amount >= 0`);
}

/**
 * round(6.5 % of subtotal), halves up (Math.round), the rounding a cashier would do. Computed as
 * subtotal × 65 / 1000: the product is an exact integer and the division is correctly rounded, so the result
 * never depends on how 0.065 happens to be stored in binary.
 */
export function serviceFee(subtotal: number): number {
  assertAmount(subtotal, 'subtotal');
  return Math.round((subtotal * 65) / 1000);
}

export interface BookingTotalInput {
  seats: number;
  outboundPrice: number;
  /** Price per seat of the return trip, for a round trip. */
  returnPrice?: number | null;
}

export interface BookingTotal {
  subtotal: number;
  fee: number;
  total: number;
}

/** total = seats × (outbound + return) + round(6.5 % of that) (DESIGN §4). The server computes every price. */
export function bookingTotal({ seats, outboundPrice, returnPrice }: BookingTotalInput): BookingTotal {
  assertAmount(seats, 'seats');
  assertAmount(outboundPrice, 'outboundPrice');
  if (returnPrice != null) assertAmount(returnPrice, 'returnPrice');
  const subtotal = seats * (outboundPrice + (returnPrice ?? 0));
  const fee = serviceFee(subtotal);
  return { subtotal, fee, total: subtotal + fee };
}

// One formatter, built once, when the first price is shown: Intl formatters are costly to create and this runs for
// every price on a page, and the first one of a page loads the locale's data (80 ms on a slow phone), which a page
// showing no price (the home page's first screen) need not wait for.
let frenchNumber: Intl.NumberFormat | undefined;

/**
 * French grouping, "15 000". Intl's fr-FR separates thousands with U+202F (narrow no-break space), the correct
 * French typography, and we keep it: a price never wraps in the middle. Compare with `/\s/` (which matches it),
 * or use `plainSpaces` where a font lacks the character (the standard PDF fonts do).
 */
export function formatNumberFr(amount: number): string {
  frenchNumber ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  return frenchNumber.format(amount);
}

/**
 * "15 000 F CFA". Every language shows the French number format (SPEC §9: currency F CFA, French number format):
 * the amounts are West African prices, and es-ES would not group four-digit numbers at all. `lang` is accepted
 * so that call sites pass the interface language without special-casing; the label is the same in fr, en, es.
 * A no-break space (U+00A0) joins the number to its label for the same no-wrap reason.
 */
export function formatFcfa(amount: number, _lang: Language = DEFAULT_LANGUAGE): string {
  return `${formatNumberFr(amount)}\u00a0${CURRENCY_LABEL}`;
}

/** Replaces no-break and narrow no-break spaces with ordinary spaces (PDF fonts, plain-text mail, tests). */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
