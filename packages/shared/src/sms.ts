/**
 * How many SMS a text costs (3GPP TS 23.038). A text made only of GSM-7 characters travels in 7-bit units: 160 in
 * one SMS, 153 per part once split (the rest carries the joining header); the characters of the extension table
 * (€ [ ] { } ^ ~ | \ and form feed) take two units. A single other character (ô, î, ç, á, an en dash, an emoji)
 * sends the whole text as UCS-2: 70 UTF-16 units in one SMS, 67 per part. French é, è, à, ù and Ç are GSM-7;
 * ê, ô, î, ï, ç and Spanish á, í, ó, ú are not.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extended = new Set(GSM7_EXTENDED);

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** 7-bit units (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
  /** The characters that forced UCS-2, each once: what to rewrite to fall back to GSM-7. */
  nonGsm: string[];
}

/** The size of a text as an SMS; an empty text is one (empty) SMS. */
export function smsSize(text: string): SmsSize {
  const chars = [...text];
  const nonGsm = [...new Set(chars.filter((c) => !basic.has(c) && !extended.has(c)))];
  if (nonGsm.length === 0) {
    const weights = chars.map((c) => (extended.has(c) ? 2 : 1));
    return { encoding: 'gsm7', ...split(weights, SMS_LIMITS.gsm7), nonGsm };
  }
  // A character outside the basic plane (an emoji) is two UTF-16 units that no part may separate.
  return {
    encoding: 'ucs2',
    ...split(
      chars.map((c) => c.length),
      SMS_LIMITS.ucs2,
    ),
    nonGsm,
  };
}

/** Counts units and parts, never splitting a character's units across two parts. */
function split(weights: number[], limits: { single: number; part: number }) {
  const units = weights.reduce((a, b) => a + b, 0);
  if (units <= limits.single) return { units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const weight of weights) {
    if (used + weight > limits.part) {
      segments += 1;
      used = 0;
    }
    used += weight;
  }
  return { units, segments };
}
