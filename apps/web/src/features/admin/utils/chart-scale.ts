import { numberFormat } from '@gbaka/shared';
/**
 * Scales for the dashboard's SVG charts: a "nice" maximum (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of
 * ten) so that the axis reads 0, 1 250, 2 500… 5 000 rather than 0, 1 203, 2 406… 4 813.
 */
export function niceMax(value: number, ticks = 4): number {
  if (!Number.isFinite(value) || value <= ticks) return ticks;
  const power = 10 ** Math.floor(Math.log10(value));
  // Tenths of a power of ten, and whole ticks only: counts and F CFA are integers.
  for (const tenths of [10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100]) {
    const candidate = (tenths * power) / 10;
    if (candidate >= value && Number.isInteger(candidate / ticks)) return candidate;
  }
  return Math.ceil(value / ticks) * ticks;
}

/** Evenly spaced tick values from 0 to `max` inclusive. */
export function tickValues(max: number, ticks = 4): number[] {
  return Array.from({ length: ticks + 1 }, (_, i) => (max * i) / ticks);
}

/** Maps a value of [0, max] to a height of [0, size]; values outside are clamped. */
export function scale(value: number, max: number, size: number): number {
  if (max <= 0) return 0;
  return (Math.min(Math.max(value, 0), max) / max) * size;
}

/** "12 k", "1,5 M": short axis labels in the French way. */
export function compactNumber(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The points of a line chart as an SVG path: x spread evenly over `width`, y from the bottom of `height`. */
export function linePath(values: readonly number[], max: number, width: number, height: number): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${round(i * step)},${round(height - scale(v, max, height))}`)
    .join(' ');
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
