import type { SeatsTone } from '@gbaka/shared';

const TONE_CLASSES: Record<SeatsTone, string> = {
  green: 'bg-brand-100 text-brand-900',
  yellow: 'bg-amber-100 text-amber-950',
  red: 'bg-red-100 text-red-900',
};

/**
 * The colours of a "seats left" badge, for the band of SPEC §9 that the shared `seatsLeftTone` picks. It takes the
 * band rather than the count so that this module imports nothing at run time and stays in the kit (config/chunks.ts).
 */
export function seatsLeftClasses(tone: SeatsTone): string {
  return TONE_CLASSES[tone];
}
