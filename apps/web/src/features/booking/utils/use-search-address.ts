import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchToQuery } from '@/lib/booking/search-state';
import type { SearchPageState } from './flow-state';

/**
 * Keeps /search's address the search it shows (DESIGN §12), so that it can be shared, bookmarked and reloaded: a
 * search that arrived in router state only (the spec's entry) is written into the address in place, its state kept.
 */
export function useSearchAddress(state: SearchPageState | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const query = state ? searchToQuery(state.search) : null;
  useEffect(() => {
    if (query === null || location.search === `?${query}`) return;
    void navigate({ search: query }, { replace: true, state: location.state as unknown });
  }, [query, location.search, location.state, navigate]);
}
