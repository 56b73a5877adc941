import type { PageMeta } from './use-page-meta';

/**
 * What a page's render tells the server about the page (entry-server.tsx): its head tags. The server renders one
 * page at a time, so module state is the page being rendered; the browser never sets it.
 */
let origin = '';
let meta: PageMeta | null = null;

/** The site's address: the browser's, or on the server the one the request came to. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? origin : window.location.origin;
}

export function startServerPage(requestOrigin: string): void {
  origin = requestOrigin;
  meta = null;
}

export function setServerPageMeta(pageMeta: PageMeta): void {
  meta = pageMeta;
}

export function serverPageMeta(): PageMeta | null {
  return meta;
}
