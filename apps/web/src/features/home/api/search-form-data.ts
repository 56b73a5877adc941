import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  arrivalCitiesQueryOptions,
  companiesQueryOptions,
  departureCitiesQueryOptions,
} from '@/lib/catalogue-queries';

/** Starts loading the hero form's lists, if they are not fresh in the cache already (the home route's loader). */
export function prefetchSearchFormData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(departureCitiesQueryOptions);
  void queryClient.prefetchQuery(arrivalCitiesQueryOptions);
  void queryClient.prefetchQuery(companiesQueryOptions);
}

/** The three lists of the hero form, loaded together; `retry` refetches them all (SPEC §8 "Réessayer"). */
export function useSearchFormData() {
  const departure = useQuery(departureCitiesQueryOptions);
  const arrival = useQuery(arrivalCitiesQueryOptions);
  const companies = useQuery(companiesQueryOptions);
  const queries = [departure, arrival, companies];
  return {
    departureCities: departure.data,
    arrivalCities: arrival.data,
    companies: companies.data,
    isLoading: queries.some((q) => q.isPending && q.fetchStatus !== 'idle'),
    error: queries.find((q) => q.error)?.error ?? null,
    retry: () => Promise.all(queries.map((q) => q.refetch())),
  };
}
