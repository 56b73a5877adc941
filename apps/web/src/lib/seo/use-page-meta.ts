import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { setServerPageMeta } from './server-page';
import { breadcrumbJsonLd, OG_IMAGE, ogLocale, SITE_NAME } from './structured-data';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path: one of duplicate paths (/stations and /bus-stations) names the other. */
  path: string;
  /** The trail after "home", the page itself last; none on the home page. */
  breadcrumbs?: { name: string; path: string }[];
  /** Links to the page in each language (hreflang, `?lang=`), for a page search engines should list in all three. */
  languageAlternates?: boolean;
  /** More JSON-LD blocks (Organization on the home page, FAQPage on /help). */
  structuredData?: Record<string, unknown>[];
}

const MANAGED = 'data-page-meta';
/** Marks the head tags the server wrote (entry-server.tsx). */
export const SERVER_WRITTEN = 'data-server-meta';

/**
 * hreflang → address: each language by `?lang=` (which the app reads at start), and the default without it. The
 * languages come through the i18n module, not the shared package's index, which would take this module out of the
 * light kit every page downloads (config/chunks.ts).
 */
export function languageLinks(url: string): [string, string][] {
  return [
    ...Object.keys(LANGUAGE_NAMES).map((language): [string, string] => [language, `${url}?lang=${language}`]),
    ['x-default', url],
  ];
}

/** A page's head tags, for the browser (the hook below) and the server's render (entry-server.tsx) alike. */
export interface PageHead {
  title: string;
  metas: { attribute: 'name' | 'property'; key: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd: Record<string, unknown>[];
}

export function pageHead(meta: PageMeta, site: { origin: string; language: string; home: string }): PageHead {
  const { title, description, path, breadcrumbs, languageAlternates, structuredData = [] } = meta;
  const { origin, language, home } = site;
  const url = `${origin}${path}`;
  const fullTitle = `${title} · ${SITE_NAME}`;
  const metas: [PageHead['metas'][number]['attribute'], string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', fullTitle],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:locale', ogLocale(language)],
    ['property', 'og:image', `${origin}${OG_IMAGE.path}`],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', fullTitle],
    ['name', 'twitter:description', description],
  ];
  const alternates = languageAlternates
    ? languageLinks(url).map(([hreflang, href]) => ({ rel: 'alternate', hreflang, href }))
    : [];
  return {
    title: title ? `${title} · ${SITE_NAME}` : SITE_NAME,
    metas: metas.map(([attribute, key, content]) => ({ attribute, key, content })),
    links: [{ rel: 'canonical', href: url }, ...alternates],
    jsonLd: breadcrumbs?.length
      ? [...structuredData, breadcrumbJsonLd(origin, [{ name: home, path: '/' }, ...breadcrumbs])]
      : structuredData,
  };
}

function setMeta({ attribute, key, content }: PageHead['metas'][number]) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function addManaged(element: HTMLElement) {
  element.setAttribute(MANAGED, '');
  document.head.append(element);
}

/**
 * Title, description, Open Graph and Twitter tags, canonical link and JSON-LD of a public page, in the page's
 * language. The server writes them into the pages it renders; crawlers that run no script read the French defaults
 * of index.html on the others.
 */
export function usePageMeta(meta: PageMeta): void {
  const { t, i18n } = useTranslation('common');
  useDocumentTitle(meta.title);
  const home = t('nav.home');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (typeof document === 'undefined') setServerPageMeta(meta);
  // One string for the effect's dependencies: callers build `meta` afresh at every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    // A server-rendered page arrives with its tags: they are replaced by the same ones, managed from now on.
    for (const element of document.head.querySelectorAll(`[${SERVER_WRITTEN}]`)) element.remove();
    const head = pageHead(JSON.parse(key) as PageMeta, { origin: window.location.origin, language, home });
    head.metas.forEach(setMeta);
    for (const { rel, href, hreflang } of head.links) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (hreflang) link.hreflang = hreflang;
      addManaged(link);
    }
    for (const block of head.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(block);
      addManaged(script);
    }
    return () => {
      for (const element of document.head.querySelectorAll(`[${MANAGED}]`)) element.remove();
    };
  }, [key, home, language]);
}
