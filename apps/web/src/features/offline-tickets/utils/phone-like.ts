/**
 * Whether this device is a phone or a tablet (a touch screen as its main pointer), so that a ticket kept here is
 * said to be "on this phone" only there; a computer keeps it in its browser (issue 16).
 */
export function isPhoneLike(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}
