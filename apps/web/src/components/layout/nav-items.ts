/** The header's entries (SPEC §2), shared by the desktop bar and the mobile menu. Labels are keys of "common". */
export const planTripLinks = [
  { to: '/', label: 'nav.searchTrip' },
  { to: '/bus-stations', label: 'nav.busStations' },
  { to: '/routes', label: 'nav.routes' },
] as const;

export const mainLinks = [
  { to: '/track-travel', label: 'nav.trackTravel' },
  { to: '/help', label: 'nav.help' },
] as const;
