import { cityPairPath } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The pages of the lines the destinations show, once each (DESIGN §12: the city-pair pages, linked from home). */
interface LineLike {
  from: { name: string };
  to: { name: string };
}

export function LineLinks({ trips }: { trips: readonly LineLike[] }) {
  const { t } = useTranslation('home');
  const lines = new Map(trips.map((trip) => [cityPairPath(trip.from.name, trip.to.name), trip]));
  if (lines.size === 0) return null;
  return (
    <nav aria-label={t('destinations.lines')} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-stone-800">{t('destinations.lines')}</span>
      {[...lines].map(([path, trip]) => (
        <Link
          key={path}
          to={path}
          className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3 text-stone-900 hover:border-brand-600 hover:text-brand-800"
        >
          {trip.from.name} → {trip.to.name}
        </Link>
      ))}
    </nav>
  );
}
