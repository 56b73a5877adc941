/** Milliseconds left until an ISO instant, never negative; 0 for a missing or unreadable one. */
export function remainingMs(until: string | null | undefined, now: number = Date.now()): number {
  if (!until) return 0;
  const end = Date.parse(until);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "14:05" (minutes:seconds), rounded up so that "0:00" only shows once the time is really up. */
export function countdownText(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
