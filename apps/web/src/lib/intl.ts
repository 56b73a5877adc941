import { dateTimeFormat } from '@gbaka/shared';
import { useEffect } from 'react';

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
