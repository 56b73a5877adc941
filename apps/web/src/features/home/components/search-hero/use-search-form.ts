import {
  addDays,
  DEFAULT_PASSENGERS,
  DEFAULT_SEARCH_TIME,
  todayIso,
  TRIP_TYPES,
  type TripType,
} from '@gbaka/shared';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SearchState } from '@/lib/booking/search-state';
import {
  cityChoices,
  DEFAULT_FROM,
  DEFAULT_TO,
  defaultCity,
  departureTimeParam,
  missingCities,
  otherCityAfterChoice,
  returnDateAfter,
} from './search-form-rules';

/** The hero form's state and rules (SPEC §2 Home, §5 Search), apart from how it looks. */
export function useSearchForm(
  loaded: { departure?: string[]; arrival?: string[] },
  formRef: RefObject<HTMLFormElement | null>,
) {
  const today = todayIso();
  const departureCities = cityChoices(loaded.departure);
  const arrivalCities = cityChoices(loaded.arrival);
  const [tripType, setTripType] = useState<TripType>('oneWay');
  const [from, setFrom] = useState(() => defaultCity(departureCities, DEFAULT_FROM));
  const [to, setTo] = useState(() => defaultCity(arrivalCities, DEFAULT_TO));
  const [departureDate, setDepartureDate] = useState(today);
  const [returnDate, setReturnDate] = useState('');
  const [departureTime, setDepartureTime] = useState(DEFAULT_SEARCH_TIME);
  const [companyName, setCompanyName] = useState('all');
  const [passengers, setPassengers] = useState<string>(DEFAULT_PASSENGERS);

  // The defaults wait for the real lists, unless the traveller already chose a city.
  const touched = useRef({ from: false, to: false });
  useEffect(() => {
    if (!touched.current.from && loaded.departure?.length)
      setFrom(defaultCity(loaded.departure, DEFAULT_FROM));
  }, [loaded.departure]);
  useEffect(() => {
    if (!touched.current.to && loaded.arrival?.length) setTo(defaultCity(loaded.arrival, DEFAULT_TO));
  }, [loaded.arrival]);

  // The page is rendered on the server (DESIGN §12): what the traveller typed or chose before its script ran stays in
  // the fields, so the search must use it rather than the defaults the script starts from. Once, right after
  // hydration, read from the form's elements. The city fields take their own text back (city-combobox.tsx).
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const fields = new FormData(formRef.current);
    const typed = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    const date =
      typed('departureDate') && typed('departureDate') >= today ? typed('departureDate') : departureDate;
    if (date !== departureDate) setDepartureDate(date);
    const trip = typed('tripType') as TripType;
    if (TRIP_TYPES.includes(trip) && trip !== tripType) {
      setTripType(trip);
      // The return date is not on the server's one-way form: it starts, as when the traveller picks a round trip,
      // the day after the departure.
      if (trip === 'roundTrip') setReturnDate(typed('returnDate') || addDays(date, 1));
    }
    if (typed('departureTime')) setDepartureTime(typed('departureTime'));
    if (typed('companyName')) setCompanyName(typed('companyName'));
    if (typed('passengers')) setPassengers(typed('passengers'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the state the page was hydrated with
  }, []);

  return {
    today,
    departureCities,
    arrivalCities,
    tripType,
    setTripType(next: TripType) {
      setTripType(next);
      if (next === 'roundTrip' && !returnDate) setReturnDate(addDays(departureDate, 1));
    },
    from,
    chooseFrom(city: string) {
      touched.current.from = true;
      setFrom(city);
      setTo((current) => otherCityAfterChoice(city, current));
    },
    to,
    chooseTo(city: string) {
      touched.current.to = true;
      setTo(city);
      setFrom((current) => otherCityAfterChoice(city, current));
    },
    swap() {
      touched.current = { from: true, to: true };
      setFrom(to);
      setTo(from);
    },
    departureDate,
    setDepartureDate(next: string) {
      // A cleared or past date (typed by hand) falls back to today.
      const date = next && next >= today ? next : today;
      setDepartureDate(date);
      setReturnDate((current) => returnDateAfter(date, current));
    },
    returnDate,
    setReturnDate(next: string) {
      setReturnDate(next && next >= departureDate ? next : departureDate);
    },
    departureTime,
    setDepartureTime,
    companyName,
    setCompanyName,
    passengers,
    setPassengers,
    missing: missingCities(from, to),
    toSearchState(): SearchState {
      return {
        from,
        to,
        departureDate,
        returnDate: tripType === 'roundTrip' ? returnDate || departureDate : undefined,
        passengers,
        tripType,
        departureTime: departureTimeParam(departureTime),
        companyName,
      };
    },
  };
}
