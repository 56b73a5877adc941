import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <MapPinOff className="size-14 text-accent-700" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-accent-800">{t('notFound.code')}</p>
      <h1 className="mt-1 text-3xl font-extrabold text-stone-950">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
