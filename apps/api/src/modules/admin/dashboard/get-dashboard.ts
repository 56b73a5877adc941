import { addDays, DASHBOARD_DAYS, DASHBOARD_TOP, todayIso, type Dashboard } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { adminBookingRepository } from '../bookings/repository';
import { dashboardRepository } from './repository';

/** GET /admin/revenue/total: net F CFA of every paid booking (totals less refunds). */
export const totalRevenue = (db: Db) => dashboardRepository.totalRevenue(db);

/**
 * GET /admin/dashboard: SPEC §3's counts plus the series of the charts. Independent grouped statements, run
 * side by side; nothing here loads rows one by one.
 */
export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = todayIso(now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const [entities, bookings, revenue, daily, occupancy, topRoutes] = await Promise.all([
    dashboardRepository.entityCounts(db),
    adminBookingRepository.counts(db),
    dashboardRepository.totalRevenue(db),
    dashboardRepository.daily(db, first, today),
    dashboardRepository.occupancy(db, now, DASHBOARD_TOP),
    dashboardRepository.topRoutes(db, first, DASHBOARD_TOP),
  ]);
  return {
    counts: { ...entities, bookings, totalRevenue: revenue },
    today: daily.at(-1)!,
    daily,
    occupancy,
    topRoutes,
  };
}
