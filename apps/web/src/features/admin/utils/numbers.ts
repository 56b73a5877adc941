import { formatNumberFr } from '@gbaka/shared';

/** Counts in the French format whatever the language, like prices (SPEC §9: French number format). */
export function formatNumber(value: number): string {
  return formatNumberFr(value);
}
