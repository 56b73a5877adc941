/**
 * The short boarding code (DESIGN §10): what a conductor types when the QR code cannot be scanned (a cracked
 * screen, a crumpled print, a ticket received by SMS on a basic phone). Eight characters from an alphabet without
 * the look-alikes 0/O, 1/I/L, so it reads aloud and types without doubt; 31⁸ ≈ 8.5 × 10¹¹ codes, drawn by the
 * database for each booking (unique), so a guessed code matches a passenger of a given bus about once in ten
 * billion tries. Printed in two groups of four.
 */
export const BOARDING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOARDING_CODE_LENGTH = 8;

const codePattern = /* @__PURE__ */ new RegExp(`^[${BOARDING_CODE_ALPHABET}]{${BOARDING_CODE_LENGTH}}$`);

/** Whether a stored (normalised) code is well formed. */
export const isBoardingCode = (code: string) => codePattern.test(code);

/**
 * A typed code as stored: upper case, spaces and dashes dropped; null when what remains cannot be a code (a
 * forged or mistyped one), so the screen says so before looking anything up.
 */
export function normaliseBoardingCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return isBoardingCode(code) ? code : null;
}

/** "K7MP-4XQ2": two groups of four, as the ticket, the PDF and the SMS print it. */
export const formatBoardingCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
