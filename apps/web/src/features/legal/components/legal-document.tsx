import { formatDay } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/use-page-meta';

interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const LEGAL_LAST_UPDATED = '2025-05-28';

/** A legal text of the "privacy" or "terms" namespace: title, date, table of contents, numbered sections. */
export function LegalDocument({ namespace, path }: { namespace: 'privacy' | 'terms'; path: string }) {
  const { t, i18n } = useTranslation(namespace);
  const sections = t('sections', { returnObjects: true }) as LegalSection[];
  usePageMeta({
    title: t('title'),
    description: t('description'),
    path,
    breadcrumbs: [{ name: t('title'), path }],
  });
  const anchor = (index: number) => `${namespace}-${index + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-stone-700">
        {t('lastUpdated', { date: formatDay(LEGAL_LAST_UPDATED, i18n.language, 'long') })}
      </p>
      <nav
        aria-labelledby={`${namespace}-toc`}
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-4"
      >
        <h2 id={`${namespace}-toc`} className="font-bold text-stone-950">
          {t('contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`} className="text-brand-800 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} id={anchor(index)} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-bold text-stone-950">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-800">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
