import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type Location } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchSearchResults, searchTripsQueryOptions } from '@/features/booking/api/search-trips';
import { prefetchPageData } from './prefetch-page-data';

const get = vi.hoisted(() => vi.fn(() => new Promise(() => undefined)));
vi.mock('@/lib/api-client', () => ({ api: { get } }));

const search = {
  from: 'Abidjan',
  to: 'Yamoussoukro',
  departureDate: '2026-11-28',
  passengers: '1 Adult',
  tripType: 'oneWay',
  departureTime: 'all',
  companyName: 'all',
} as const;

const at = (state: unknown): Location => ({ pathname: '/search', search: '', hash: '', state, key: 'test' });

describe('prefetchPageData', () => {
  it("calls the prefetch of each route the location matches, with the location's state", () => {
    const layoutPrefetch = vi.fn();
    const pagePrefetch = vi.fn();
    const otherPrefetch = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          handle: { prefetch: layoutPrefetch },
          children: [
            { path: 'search', handle: { prefetch: pagePrefetch } },
            { path: 'other', handle: { prefetch: otherPrefetch } },
          ],
        },
      ],
      { initialEntries: [{ pathname: '/search', state: { search } }] },
    );
    const queryClient = new QueryClient();
    prefetchPageData(router, queryClient, router.state.location);
    const location = expect.objectContaining({ pathname: '/search', state: { search } });
    expect(layoutPrefetch).toHaveBeenCalledWith(queryClient, location);
    expect(pagePrefetch).toHaveBeenCalledWith(queryClient, location);
    expect(otherPrefetch).not.toHaveBeenCalled();
  });
});

describe('prefetchSearchResults', () => {
  it('requests the search the state carries, under the key the page reads', () => {
    const queryClient = new QueryClient();
    prefetchSearchResults(queryClient, at({ search }));
    expect(get).toHaveBeenCalledWith('/travel/routes/search', expect.anything());
    expect(queryClient.getQueryState(searchTripsQueryOptions(search).queryKey)?.fetchStatus).toBe('fetching');
  });

  it('requests nothing without a search in the state (the page then sends the visitor home)', () => {
    get.mockClear();
    const queryClient = new QueryClient();
    prefetchSearchResults(queryClient, at(null));
    prefetchSearchResults(queryClient, at({ search: { from: 'Abidjan' } }));
    expect(get).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
