import { formatFcfa, type Trip } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useLineDepartures } from '../../api/line-departures';

interface DepartureListProps {
  line: { fromId: string; toId: string };
  date: string;
  minDate: string;
  onDate: (date: string) => void;
  /** The booking's own departure (not offered) and how many seats it needs. */
  currentTripId: string;
  seats: number;
  chosen: string | null;
  onChoose: (trip: Trip) => void;
  /** Ids of its heading and date field: a round trip's two journeys each have a list on the page. */
  idPrefix?: string;
  /** h3 under a journey's own heading, h2 on its own. */
  level?: 'h2' | 'h3';
}

/** Step 1 of a change: a day, then one of the line's departures that day with enough free seats. */
export function DepartureList({
  line,
  date,
  minDate,
  onDate,
  currentTripId,
  seats,
  chosen,
  onChoose,
  idPrefix = 'change',
  level: Heading = 'h2',
}: DepartureListProps) {
  const { t } = useTranslation('profile');
  const departures = useLineDepartures(line.fromId, line.toId, date);
  const offered = (departures.data ?? []).filter((trip) => trip._id !== currentTripId && trip.bus !== null);

  return (
    <section aria-labelledby={`${idPrefix}-departure`} className="space-y-3">
      <Heading id={`${idPrefix}-departure`} className="text-lg font-bold text-stone-950">
        {t('change.stepDeparture')}
      </Heading>
      <Field id={`${idPrefix}-date`} label={t('change.date')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={date}
            min={minDate}
            onChange={(event) => event.target.value && onDate(event.target.value)}
            className="max-w-48"
          />
        )}
      </Field>
      {departures.isPending ? (
        <div role="status" className="flex justify-center py-4 text-brand-700">
          <Spinner className="size-6" />
          <span className="sr-only">{t('change.loadingDepartures')}</span>
        </div>
      ) : departures.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {errorMessage(departures.error, t('change.departuresError'))}
        </p>
      ) : offered.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-700">
          {t('change.noDepartures')}
        </p>
      ) : (
        <ul className="space-y-2">
          {offered.map((trip) => {
            const full = trip.availableSeats < seats;
            return (
              <li key={trip._id}>
                <button
                  type="button"
                  aria-pressed={chosen === trip._id}
                  disabled={full}
                  onClick={() => onChoose(trip)}
                  className={cn(
                    'flex min-h-11 w-full flex-wrap items-center justify-between gap-2 rounded-xl border-2 px-4 py-3 text-left',
                    chosen === trip._id
                      ? 'border-brand-700 bg-brand-50'
                      : 'border-stone-200 bg-white hover:border-brand-400',
                    full && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <span>
                    <span className="font-bold text-stone-950">
                      {trip.departureTime}–{trip.arrivalTime}
                    </span>{' '}
                    <span className="text-stone-700">{trip.companyName.name}</span>
                  </span>
                  <span className="text-sm text-stone-700">
                    <span className="font-semibold text-stone-950">{formatFcfa(trip.price)}</span> ·{' '}
                    {full ? t('change.full') : t('change.seatsLeft', { count: trip.availableSeats })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
