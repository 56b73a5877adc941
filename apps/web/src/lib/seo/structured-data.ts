import { CONTACT_EMAIL, CONTACT_PHONE } from '@/lib/contact';

/** schema.org JSON-LD of the public pages (SPEC §3 Site metadata). Pure: the hook adds them to the page. */

export const SITE_NAME = 'Gbaka';
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Customer service hours of the site metadata (SPEC §3): Mon–Fri 07:00–22:00, Sat 08:00–20:00, Sun 08:00–18:00. */
export const OPENING_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '22:00' },
  { days: ['Saturday'], opens: '08:00', closes: '20:00' },
  { days: ['Sunday'], opens: '08:00', closes: '18:00' },
] as const;

type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${OG_IMAGE.path}`,
    description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Abidjan',
      addressRegion: 'Plateau',
      addressCountry: 'CI',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: CONTACT_PHONE.replace(/\s/g, ''),
      email: CONTACT_EMAIL,
      availableLanguage: ['French', 'English', 'Spanish'],
      hoursAvailable: openingHoursSpecification(),
    },
    openingHoursSpecification: openingHoursSpecification(),
  };
}

export function openingHoursSpecification(): JsonLd[] {
  return OPENING_HOURS.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...days],
    opens,
    closes,
  }));
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** Home first, then the given trail; the last item is the page itself. */
export function breadcrumbJsonLd(origin: string, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

/** og:locale of a language: the Ivorian variant for French, as the product speaks to Côte d'Ivoire first. */
export function ogLocale(language: string): string {
  switch (language) {
    case 'en':
      return 'en_GB';
    case 'es':
      return 'es_ES';
    default:
      return 'fr_CI';
  }
}
