import { cityPairPath, type CityPairLink } from '@gbaka/shared';

/** The production site's address: the sitemap names its pages there, whichever host serves it (robots.txt too). */
export const SITE_ORIGIN = 'https://gbaka.ci';

/** The public pages, one address each (the duplicate paths name these as canonical). */
const PAGES: { path: string; changefreq: string; priority: string }[] = [
  { path: '/', changefreq: 'daily', priority: '1.0' },
  { path: '/routes', changefreq: 'daily', priority: '0.9' },
  { path: '/bus-stations', changefreq: 'weekly', priority: '0.8' },
  { path: '/track-travel', changefreq: 'monthly', priority: '0.6' },
  { path: '/help', changefreq: 'monthly', priority: '0.6' },
  { path: '/partner', changefreq: 'monthly', priority: '0.5' },
  { path: '/register', changefreq: 'yearly', priority: '0.4' },
  { path: '/login', changefreq: 'yearly', priority: '0.3' },
  { path: '/privacy-policy', changefreq: 'yearly', priority: '0.2' },
  { path: '/terms-of-service', changefreq: 'yearly', priority: '0.2' },
  { path: '/cookies', changefreq: 'yearly', priority: '0.2' },
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** sitemap.xml: the public pages, then the page of every line with departures in the coming weeks (DESIGN §12). */
export function sitemapXml(pairs: CityPairLink[]): string {
  const entries = [
    ...PAGES,
    ...pairs.map((pair) => ({
      path: cityPairPath(pair.from, pair.to),
      changefreq: 'daily',
      priority: '0.8',
    })),
  ].map(
    ({ path, changefreq, priority }) =>
      `  <url>\n    <loc>${escapeXml(SITE_ORIGIN + path)}</loc>\n    <changefreq>${changefreq}</changefreq>\n    <priority>${priority}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
