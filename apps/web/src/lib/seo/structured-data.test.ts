import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqJsonLd, ogLocale, organizationJsonLd } from './structured-data';

describe('structured data', () => {
  it('gives the organisation the opening hours of SPEC §3', () => {
    const org = organizationJsonLd('https://gbaka.ci', 'x');
    expect(org.url).toBe('https://gbaka.ci/');
    expect(org.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '22:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '08:00', closes: '18:00' },
    ]);
  });

  it('lists FAQ entries as questions with their answer', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd('https://gbaka.ci', [
      { name: 'Accueil', path: '/' },
      { name: 'Aide', path: '/help' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://gbaka.ci/' },
      { '@type': 'ListItem', position: 2, name: 'Aide', item: 'https://gbaka.ci/help' },
    ]);
  });

  it('maps languages to Open Graph locales', () => {
    expect(['fr', 'en', 'es', 'xx'].map(ogLocale)).toEqual(['fr_CI', 'en_GB', 'es_ES', 'fr_CI']);
  });
});
