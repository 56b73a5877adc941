/** Cuts a text to `max` characters, ending with "…" when cut (SPEC §9: descriptions 60, addresses 30). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

export const PARTNER_DESCRIPTION_MAX = 60;
export const PARTNER_ADDRESS_MAX = 30;
