/** Africa/Abidjan is UTC+0 all year (no daylight saving), so the local calendar day is the UTC one. */
export const todayInAbidjan = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
