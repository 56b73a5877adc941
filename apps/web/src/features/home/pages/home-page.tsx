import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QuickActions } from '../components/quick-actions';

/** A plain welcome until the booking team puts the search form here (SPEC §2 Home). */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-extrabold sm:text-4xl">
            {t('headline')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('lead')}</p>
        </div>
        <div className="h-1.5 bg-gradient-to-r from-accent-500 via-white to-brand-500" aria-hidden="true" />
      </section>
      <QuickActions />
    </>
  );
}
