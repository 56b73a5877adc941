import { addDays, DEFAULT_PASSENGERS, DEFAULT_SEARCH_TIME, todayIso, type TripType } from '@gbaka/shared';
import { useEffect, useRef, useState } from 'react';
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
export function useSearchForm(loaded: { departure?: string[]; arrival?: string[] }) {
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
