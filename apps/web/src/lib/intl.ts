import { useEffect } from 'react';

/**
 * Intl formatters, built once per language and options. Building one loads locale data and costs about as much
 * as formatting a hundred values: the home page's first render spent more time making formatters than using them.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Builds one formatter in a task of its own, just after the first page shows. The first Intl object of a page loads
 * the locale's data (15 ms on a laptop, about 60 ms on a slow phone); later ones cost a millisecond. Done here, while
 * the page waits for its data, it no longer lengthens the render that shows the first price (the seat map, the home
 * page's lists), which the phone could not interrupt for a tap. Building it at start-up instead, before the first
 * page, helped no page (docs/BENCHMARKS.md).
 */
export function useIntlWarmUp(language: string): void {
  useEffect(() => {
    const timer = setTimeout(() => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }), 0);
    return () => clearTimeout(timer);
  }, [language]);
}
