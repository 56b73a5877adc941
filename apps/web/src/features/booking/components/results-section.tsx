import { formatDay, type Trip } from '@gbaka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByDay, type TripSort } from '../utils/trip-display';
import { TripCard } from './trip-card';
import { HydrationSlice } from '@/lib/hydration-slices';

interface ResultsSectionProps {
  id: string;
  title: string;
  trips: Trip[];
  /** Shown instead of the list when `trips` is empty. */
  empty: ReactNode;
  notice?: ReactNode;
  onSelect: (trip: Trip) => void;
  selectDisabled?: boolean;
  chosenId?: string;
  sort?: TripSort;
  /** One way: each card states its total for these seats, fee included. */
  totalForSeats?: number;
}

/** One leg's results, grouped by day (SPEC §2 /search). */
export function ResultsSection({
  id,
  title,
  trips,
  empty,
  notice,
  onSelect,
  selectDisabled,
  chosenId,
  sort,
  totalForSeats,
}: ResultsSectionProps) {
  const { t, i18n } = useTranslation('search');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold text-stone-950 focus:outline-none"
      >
        {title}{' '}
        <span className="text-base font-normal text-stone-600">
          {t('results.count', { count: trips.length })}
        </span>
      </h2>
      {notice}
      {trips.length === 0
        ? empty
        : groupByDay(trips, sort).map((day) => (
            <div key={day.date} className="space-y-3">
              <h3 className="text-sm font-bold tracking-wide text-stone-700 uppercase">
                {formatDay(day.date, i18n.language, 'full')}
              </h3>
              <div className="grid gap-3 lg:grid-cols-2">
                {day.trips.map((trip) => (
                  <HydrationSlice key={trip._id}>
                    <TripCard
                      trip={trip}
                      onSelect={onSelect}
                      disabled={selectDisabled}
                      chosen={trip._id === chosenId}
                      totalForSeats={totalForSeats}
                    />
                  </HydrationSlice>
                ))}
              </div>
            </div>
          ))}
    </section>
  );
}
