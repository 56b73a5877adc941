import type { BookingRoute, Trip } from '@gbaka/shared';
import { DepartureList } from './departure-list';
import { ChangeSeatPicker } from './change-seat-picker';

/** What the traveller picked for one journey: a day, a departure that day, and its seats. */
export interface LegChoice {
  date: string;
  trip: Trip | null;
  seats: number[];
}

interface LegChangeProps {
  leg: BookingRoute;
  count: number;
  minDate: string;
  choice: LegChoice;
  onChoice: (choice: LegChoice) => void;
  idPrefix: string;
  /** A heading of its own ("Aller : Abidjan → Bouaké") when both journeys move; the steps go under it. */
  title?: string;
}

/** One journey's new departure and seats, on the same line as the journey booked. */
export function LegChange({ leg, count, minDate, choice, onChoice, idPrefix, title }: LegChangeProps) {
  const level = title ? 'h3' : 'h2';
  const body = (
    <>
      <DepartureList
        line={{ fromId: leg.from._id, toId: leg.to._id }}
        date={choice.date}
        minDate={minDate}
        onDate={(date) => onChoice({ date, trip: null, seats: [] })}
        currentTripId={leg._id}
        seats={count}
        chosen={choice.trip?._id ?? null}
        onChoose={(trip) => onChoice({ ...choice, trip, seats: [] })}
        idPrefix={idPrefix}
        level={level}
      />
      {choice.trip && (
        <ChangeSeatPicker
          trip={choice.trip}
          count={count}
          selected={choice.seats}
          onChange={(seats) => onChoice({ ...choice, seats })}
          idPrefix={idPrefix}
          level={level}
        />
      )}
    </>
  );
  if (!title) return body;
  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      className="space-y-4 rounded-2xl border border-stone-200 p-4"
    >
      <h2 id={`${idPrefix}-title`} className="text-xl font-extrabold text-stone-950">
        {title}
      </h2>
      {body}
    </section>
  );
}
