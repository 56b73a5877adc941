import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
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

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
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
 * language. Crawlers that run no script read the French defaults of index.html.
 */
export function usePageMeta(meta: PageMeta): void {
  const { t, i18n } = useTranslation('common');
  useDocumentTitle(meta.title);
  const home = t('nav.home');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // One string for the effect's dependencies: callers build `meta` afresh at every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    const {
      title,
      description,
      path,
      breadcrumbs,
      languageAlternates,
      structuredData = [],
    } = JSON.parse(key) as PageMeta;
    const origin = window.location.origin;
    const url = `${origin}${path}`;
    const fullTitle = `${title} · ${SITE_NAME}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', ogLocale(language));
    setMeta('property', 'og:image', `${origin}${OG_IMAGE.path}`);
    setMeta('property', 'og:image:width', String(OG_IMAGE.width));
    setMeta('property', 'og:image:height', String(OG_IMAGE.height));
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);

    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = url;
    addManaged(canonical);

    if (languageAlternates) {
      for (const [hreflang, href] of languageLinks(url)) {
        const alternate = document.createElement('link');
        alternate.rel = 'alternate';
        alternate.hreflang = hreflang;
        alternate.href = href;
        addManaged(alternate);
      }
    }

    const blocks = breadcrumbs?.length
      ? [...structuredData, breadcrumbJsonLd(origin, [{ name: home, path: '/' }, ...breadcrumbs])]
      : structuredData;
    for (const block of blocks) {
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
