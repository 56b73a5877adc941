import { PAGE_SIZES } from '@gbaka/shared';

/** The /routes filters (SPEC §3 Routes filter state, §5): '' means "all". */
export interface RouteFilters {
  origin: string;
  destination: string;
  /** YYYY-MM-DD, an exact day. */
  date: string;
  /** HH:MM, matched within 60 minutes. */
  departureTime: string;
  company: string;
}

export interface RoutesView {
  filters: RouteFilters;
  page: number;
  /** Past trips too (dimmed); by default only future ones. */
  showAll: boolean;
  /** Carried to the seat page ("1 Adult" from the home page's destinations). */
  passengers: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function text(params: URLSearchParams, key: string): string {
  const value = params.get(key)?.trim() ?? '';
  return value.toLowerCase() === 'all' ? '' : value;
}

/** Reads the page's state from its query string: from, to, departureDate, departureTime, company, page, all. */
export function viewFromSearch(params: URLSearchParams): RoutesView {
  const date = text(params, 'departureDate') || text(params, 'date');
  const time = text(params, 'departureTime');
  const page = Number(params.get('page'));
  return {
    filters: {
      origin: text(params, 'from'),
      destination: text(params, 'to'),
      date: DATE.test(date) ? date : '',
      departureTime: TIME.test(time) ? time : '',
      company: text(params, 'company'),
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    showAll: params.get('all') === '1',
    passengers: text(params, 'passengers') || '1 Adult',
  };
}

/** The query string of a view; empty filters, page 1 and the defaults are left out. */
export function searchFromView(view: RoutesView): URLSearchParams {
  const params = new URLSearchParams();
  const { origin, destination, date, departureTime, company } = view.filters;
  if (origin) params.set('from', origin);
  if (destination) params.set('to', destination);
  if (date) params.set('departureDate', date);
  if (departureTime) params.set('departureTime', departureTime);
  if (company) params.set('company', company);
  if (view.passengers && view.passengers !== '1 Adult') params.set('passengers', view.passengers);
  if (view.showAll) params.set('all', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const EMPTY_FILTERS: RouteFilters = {
  origin: '',
  destination: '',
  date: '',
  departureTime: '',
  company: '',
};

export function hasFilters(filters: RouteFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** GET /travel/routes/all's query (the server applies the filters of SPEC §5, ±60 min included). */
export function apiQuery(view: Pick<RoutesView, 'filters' | 'page' | 'showAll'>) {
  const { origin, destination, date, departureTime, company } = view.filters;
  return {
    page: view.page,
    limit: PAGE_SIZES.routes,
    from: origin || undefined,
    to: destination || undefined,
    date: date || undefined,
    departureTime: departureTime || undefined,
    company: company || undefined,
    includePast: view.showAll ? 'true' : undefined,
  };
}
