import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import { buses, timetables, trips } from '../../../db/schema';
import { adminTimetableRepository } from '../../admin/timetables/repository';

/**
 * A company's fleet, lines and departures, each function scoped by the company it is given (decision record
 * 008): another company's row is not found, whatever its id. Cities are shared by every company.
 */
export const operatorFleetRepository = {
  async buses(db: DbOrTx, companyId: string) {
    return db.select().from(buses).where(eq(buses.companyId, companyId)).orderBy(asc(buses.name));
  },
  async bus(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(buses)
      .where(and(eq(buses.companyId, companyId), eq(buses.id, id)));
    return row ?? null;
  },
  /** The company's bus named by id or by its operator number (the forms accept either). */
  async busByRef(db: DbOrTx, companyId: string, ref: string) {
    const [row] = await db
      .select()
      .from(buses)
      .where(
        and(
          eq(buses.companyId, companyId),
          isUuid(ref) ? eq(buses.id, ref.toLowerCase()) : eq(buses.busNumber, ref),
        ),
      );
    return row ?? null;
  },
  async lockBus(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(buses)
      .where(and(eq(buses.companyId, companyId), eq(buses.id, id)))
      .for('update');
    return row ?? null;
  },

  async timetables(db: DbOrTx, companyId: string, now: Date) {
    return adminTimetableRepository.list(db, { companyId }, now);
  },
  async timetable(db: DbOrTx, companyId: string, id: string, now: Date) {
    const row = await adminTimetableRepository.findView(db, id, now);
    return row && row.company.id === companyId ? row : null;
  },
  async lockTimetable(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(timetables)
      .where(and(eq(timetables.companyId, companyId), eq(timetables.id, id)))
      .for('update');
    return row ?? null;
  },

  /** Locked like the back office's trip edits: a booking of it in progress finishes first. */
  async lockTrip(db: DbOrTx, companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(trips)
      .where(and(eq(trips.companyId, companyId), eq(trips.id, id)))
      .for('update');
    return row ?? null;
  },
};
