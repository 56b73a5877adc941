import { numberFormat, SERVICE_FEE_RATE } from '@gbaka/shared';

/** The service fee's rate as the language writes a percentage: "6,5 %", "6.5%". */
export function feeRateText(language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(SERVICE_FEE_RATE);
}
