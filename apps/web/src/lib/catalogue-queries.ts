import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_LIMIT, type Company, type SuccessResponse, type Trip } from '@gbaka/shared';
import { api } from '@/lib/api-client';
import { staleTimes } from '@/lib/query-client';

/**
 * The public catalogue's lists that several pages show: the cities of the search forms, the companies (search form,
 * partners grid, routes filters) and the popular trips (home page, /routes). Each query's key, fetcher and stale
 * time are written here once, so that every page shares one request and one cache entry. Here rather than in a
 * feature because features do not import one another (STYLE.md §5): what two features need moves down to lib.
 */

function cityListQueryOptions(kind: 'departure' | 'arrival') {
  return queryOptions({
    queryKey: ['cities', kind],
    queryFn: ({ signal }) =>
      api.get<SuccessResponse<string[]>>(`/travel/cities/${kind}`, { signal }).then((r) => r.data),
    staleTime: staleTimes.cities,
  });
}

export const departureCitiesQueryOptions = cityListQueryOptions('departure');
export const arrivalCitiesQueryOptions = cityListQueryOptions('arrival');

export const companiesQueryOptions = queryOptions({
  queryKey: ['companies'],
  queryFn: ({ signal }) =>
    api.get<SuccessResponse<Company[]>>('/travel/companies', { signal }).then((r) => r.data),
  staleTime: staleTimes.companies,
});

/** SPEC §7, §9: the first six popular trips. */
export const popularTripsQueryOptions = queryOptions({
  queryKey: ['trips', 'popular'],
  queryFn: ({ signal }) =>
    api
      .get<SuccessResponse<Trip[]>>('/travel/routes/popular', { signal })
      .then((r) => r.data.slice(0, HOME_LIST_LIMIT)),
  staleTime: staleTimes.routes,
});

export const useDepartureCities = () => useQuery(departureCitiesQueryOptions);
export const useArrivalCities = () => useQuery(arrivalCitiesQueryOptions);
export const useCompanies = () => useQuery(companiesQueryOptions);
/** `enabled: false` until the list is to be shown (the home page's Popular tab). */
export const usePopularTrips = (enabled = true) => useQuery({ ...popularTripsQueryOptions, enabled });
