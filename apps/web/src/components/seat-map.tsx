import { seatRows, type SeatLayout, type SeatStatus } from '@gbaka/shared';
import { CircleDot } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type SeatLook = SeatStatus | 'selected';

const LOOKS: Record<SeatLook, string> = {
  available: 'border-brand-600 bg-white text-brand-900 hover:bg-brand-50',
  selected: 'border-brand-800 bg-brand-700 text-white shadow-inner',
  reserved: 'cursor-not-allowed border-stone-300 bg-stone-200 text-stone-500 line-through',
};

interface SeatMapProps {
  layout: SeatLayout;
  selected: readonly number[];
  onSeat: (seat: number, status: SeatStatus | undefined) => void;
}

/**
 * The bus seen from above, front first (SPEC §2 /select-seat): the driver's seat on the left (traffic keeps right in
 * Côte d'Ivoire), the aisle between the layout's two sides ("2x2", "2x1"…), and one button per seat.
 */
export function SeatMap({ layout, selected, onSeat }: SeatMapProps) {
  const { t } = useTranslation('booking');
  const rows = useMemo(() => seatRows(layout.totalSeats, layout.layout), [layout.totalSeats, layout.layout]);
  const statuses = useMemo(() => new Map(layout.seats.map((s) => [s.number, s.status])), [layout.seats]);
  const columns = rows[0]?.length ?? 5;

  return (
    <div className="mx-auto w-fit rounded-[2rem] border-2 border-stone-300 bg-stone-50 px-3 pt-4 pb-5 sm:px-5">
      <div className="mb-4 flex items-center justify-between border-b border-dashed border-stone-300 pb-3 text-xs font-semibold text-stone-600">
        <span className="flex items-center gap-1.5">
          <CircleDot className="size-6 text-stone-500" aria-hidden="true" />
          {t('seats.driver')}
        </span>
        <span>{t('seats.front')}</span>
      </div>
      <div
        role="group"
        aria-label={t('seats.mapLabel', { bus: layout.busName })}
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${columns}, auto)` }}
      >
        {rows.flatMap((row, r) =>
          row.map((seat, c) => {
            if (seat === null)
              return <span key={`aisle-${r}-${c}`} className="w-4 sm:w-6" aria-hidden="true" />;
            const status = statuses.get(seat);
            const isSelected = selected.includes(seat);
            const look: SeatLook = isSelected ? 'selected' : (status ?? 'reserved');
            return (
              <button
                key={seat}
                type="button"
                aria-pressed={isSelected}
                aria-disabled={look === 'reserved' || undefined}
                aria-label={t(`seats.label.${look}`, { seat })}
                className={cn(
                  'flex size-11 items-center justify-center rounded-t-xl rounded-b-md border-2 text-sm font-bold transition-colors sm:size-12',
                  LOOKS[look],
                )}
                onClick={() => onSeat(seat, status)}
              >
                {seat}
              </button>
            );
          }),
        )}
      </div>
    </div>
  );
}

/** The three seat states (SPEC §2 /select-seat). */
export function SeatLegend() {
  const { t } = useTranslation('booking');
  const items: { look: SeatLook; label: string }[] = [
    { look: 'available', label: t('seats.legend.available') },
    { look: 'selected', label: t('seats.legend.selected') },
    { look: 'reserved', label: t('seats.legend.reserved') },
  ];
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-stone-800"
      aria-label={t('seats.legend.title')}
    >
      {items.map((item) => (
        <li key={item.look} className="flex items-center gap-2">
          <span
            className={cn('size-5 rounded-t-md rounded-b-sm border-2', LOOKS[item.look])}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
