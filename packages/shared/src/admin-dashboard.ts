import { z } from 'zod';
import { namedRefSchema } from './common';
import { dashboardCountsSchema } from './admin-booking';

/** GET /admin/dashboard (SPEC §2 Dashboard, §3 Dashboard counts), with the series its charts draw. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 10;

export const dailyFiguresSchema = z.object({
  date: z.string(),
  /** Bookings created that day, whatever became of them. */
  bookings: z.number().int(),
  /** Of those, the ones paid (confirmed, completed, or cancelled after payment). */
  paidBookings: z.number().int(),
  /** Net F CFA of the paid bookings made that day: their totals minus what was refunded on them. */
  revenue: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

export const lineOccupancySchema = z.object({
  from: namedRefSchema,
  to: namedRefSchema,
  /** Upcoming trips of the line. */
  trips: z.number().int(),
  /** Seats of paid bookings. */
  seatsSold: z.number().int(),
  /** Seats held by bookings awaiting payment. */
  seatsHeld: z.number().int(),
  seatsOnSale: z.number().int(),
  /** seatsSold / seatsOnSale, 0 to 1. */
  rate: z.number(),
});
export type LineOccupancy = z.infer<typeof lineOccupancySchema>;

export const topRouteSchema = z.object({
  from: namedRefSchema,
  to: namedRefSchema,
  bookings: z.number().int(),
  seats: z.number().int(),
  revenue: z.number().int(),
});
export type TopRoute = z.infer<typeof topRouteSchema>;

export const dashboardSchema = z.object({
  counts: dashboardCountsSchema,
  today: dailyFiguresSchema,
  /** The last 30 days, oldest first, today last, days without bookings included as zeros. */
  daily: z.array(dailyFiguresSchema),
  /** The 10 lines with the most seats sold on upcoming trips. */
  occupancy: z.array(lineOccupancySchema),
  /** The 10 lines with the most confirmed or completed bookings made in the last 30 days. */
  topRoutes: z.array(topRouteSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
