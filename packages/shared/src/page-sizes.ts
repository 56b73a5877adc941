/** Page sizes of SPEC §9, so that the API's defaults and the web's pagers agree. */
export const PAGE_SIZES = { routes: 10, adminUsers: 10, adminRoutes: 20, adminBookings: 10 } as const;
/** Home lists keep at most six entries (SPEC §9). */
export const HOME_LIST_LIMIT = 6;
