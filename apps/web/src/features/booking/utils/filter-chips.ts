import {
  AMENITY_LABELS,
  PRICE_BAND_LABELS,
  TIME_OF_DAY_LABELS,
  type MessageKey,
  type TripFilters,
} from '@gbaka/shared';

type Filters = Required<TripFilters>;
type Group = keyof Filters;

const LABELS: Record<Group, Record<string, MessageKey>> = {
  priceBands: PRICE_BAND_LABELS,
  timesOfDay: TIME_OF_DAY_LABELS,
  amenities: AMENITY_LABELS,
};

/** Each ticked filter with its label's key and the filters without it, for the removable chips. */
export function tickedFilters(filters: Filters): { key: string; label: MessageKey; without: Filters }[] {
  return (Object.keys(LABELS) as Group[]).flatMap((group) =>
    (filters[group] as readonly string[]).map((value) => ({
      key: `${group}-${value}`,
      label: LABELS[group][value]!,
      without: { ...filters, [group]: (filters[group] as readonly string[]).filter((v) => v !== value) },
    })),
  );
}
