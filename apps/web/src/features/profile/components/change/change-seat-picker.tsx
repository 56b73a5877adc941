import type { SeatStatus, Trip } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { SeatLegend, SeatMap } from '@/components/seat-map';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useSeatLayout } from '@/lib/booking/seat-layout';
import { toast } from '@/lib/toast';

interface ChangeSeatPickerProps {
  trip: Trip;
  /** As many seats as the booking has. */
  count: number;
  selected: number[];
  onChange: (seats: number[]) => void;
  /** Id of its heading: a round trip's two journeys each have a seat map on the page. */
  idPrefix?: string;
  level?: 'h2' | 'h3';
}

/** Step 2 of a change: the seats on the new bus, on the same map as a booking's. */
export function ChangeSeatPicker({
  trip,
  count,
  selected,
  onChange,
  idPrefix = 'change',
  level: Heading = 'h2',
}: ChangeSeatPickerProps) {
  const { t } = useTranslation('profile');
  const layout = useSeatLayout(trip);

  const onSeat = (seat: number, status: SeatStatus | undefined) => {
    if (selected.includes(seat)) return onChange(selected.filter((s) => s !== seat));
    if (status !== 'available') return toast.warning(t('change.seatTaken', { seat }));
    // A full choice moves its oldest seat: the traveller taps where they want to sit.
    const kept = selected.length >= count ? selected.slice(1) : selected;
    onChange([...kept, seat].sort((a, b) => a - b));
  };

  return (
    <section aria-labelledby={`${idPrefix}-seats`} className="space-y-3">
      <Heading id={`${idPrefix}-seats`} className="text-lg font-bold text-stone-950">
        {t('change.stepSeats', { count })}
      </Heading>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('change.seatsChosen', { chosen: selected.length, count })}
      </p>
      {layout.data ? (
        <>
          <SeatMap layout={layout.data} selected={selected} onSeat={onSeat} />
          <SeatLegend />
        </>
      ) : layout.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {errorMessage(layout.error, t('change.layoutError'))}
        </p>
      ) : (
        <div role="status" className="flex justify-center py-4 text-brand-700">
          <Spinner className="size-6" />
          <span className="sr-only">{t('change.loadingSeats')}</span>
        </div>
      )}
    </section>
  );
}
