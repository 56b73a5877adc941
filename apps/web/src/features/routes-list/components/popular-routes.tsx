import type { Trip } from '@gbaka/shared';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFcfa } from '@gbaka/shared';
import { usePopularTrips } from '@/lib/catalogue-queries';

/** Popular city pairs; "Voir les départs" filters the list on the pair. Fails silently (SPEC §8). */
export function PopularRoutes({ onSelect }: { onSelect: (trip: Trip) => void }) {
  const { t } = useTranslation('routes');
  const popular = usePopularTrips();
  if (!popular.data?.length) return null;
  return (
    <section
      aria-labelledby="popular-routes-title"
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="popular-routes-title" className="flex items-center gap-2 font-bold text-stone-950">
        <TrendingUp className="size-5 text-accent-700" aria-hidden="true" />
        {t('popular.title')}
      </h2>
      <ul className="mt-3 space-y-2">
        {popular.data.map((trip) => (
          <li key={trip._id}>
            <button
              type="button"
              onClick={() => onSelect(trip)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-brand-50"
            >
              <span className="flex flex-wrap items-center gap-x-1.5 font-semibold text-stone-900">
                {trip.from.name}
                <ArrowRight className="size-3.5 text-stone-500" aria-hidden="true" />
                {trip.to.name}
              </span>
              <span className="text-sm whitespace-nowrap text-stone-700">
                {t('popular.from', { price: formatFcfa(trip.price) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
