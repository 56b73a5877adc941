import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';

/** A page failed to load or crashed. Most often its code could not be downloaded: offer to try again. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const offline =
    error instanceof TypeError || (error instanceof Error && /import|fetch|chunk/i.test(error.message));
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <WifiOff className="size-14 text-accent-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-extrabold text-stone-950">
        {offline ? t('routeError.offlineTitle') : t('routeError.title')}
      </h1>
      <p className="mt-3 text-stone-700">{offline ? t('errors.network') : t('errors.unexpected')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
