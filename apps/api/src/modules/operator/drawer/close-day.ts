import type { Db, DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { todayInAbidjan } from '../../../lib/time';
import { auditRepository } from '../../admin/audit-repository';
import type { Staff } from '../staff-access';
import { drawerRepository } from './drawer-repository';
import { readDrawers } from './read-drawer';

/**
 * POST /operator/drawer/close: the agent counts their cash at the end of the day. The expected cash is the
 * server's (the drawer of that day, now), kept beside the count so that a later void does not rewrite the close;
 * once per agent and day, audited.
 */
export async function closeDay(
  db: Db,
  staff: Staff,
  input: { date: string; countedCash: number; note?: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const own = { ...staff, role: 'agent' as const };
    const [drawer] = (await readDrawers(tx, own, input.date, now)).drawers;
    const expectedCash = drawer?.cashExpected ?? 0;
    const row = await drawerRepository.insertClosing(tx, {
      id: newId(),
      companyId: staff.companyId,
      agentId: staff.userId,
      day: input.date,
      countedCash: input.countedCash,
      expectedCash,
      note: input.note ?? null,
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', 'dayAlreadyClosed');
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'drawer.close',
      entity: 'drawer_closing',
      entityId: row.id,
      data: { date: input.date, countedCash: input.countedCash, expectedCash },
    });
    return row;
  });
}

/** POST /operator/drawer/closings/{id}/sign-off: a manager accepts an agent's close of day, once, audited. */
export async function signOffClosing(db: Db, staff: Staff, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await drawerRepository.lockClosing(tx, staff.companyId, id);
    if (!row) throw notFound('closingNotFound');
    if (row.signedOffAt) throw new AppError('CONFLICT', 'closingAlreadySigned');
    await drawerRepository.signOff(tx, id, staff.userId, now);
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'drawer.sign_off',
      entity: 'drawer_closing',
      entityId: id,
      data: { agentId: row.agentId, date: row.day, difference: row.countedCash - row.expectedCash },
    });
    return row;
  });
}

/**
 * A sale (or cash taken for a booking) by a staff member who closed their drawer today is refused: the count they
 * handed in would no longer be the drawer's. They sell again tomorrow, or once a manager reopens the day.
 */
export async function assertDrawerOpen(db: DbOrTx, staff: Staff, now = new Date()) {
  if (await drawerRepository.isClosed(db, staff.userId, todayInAbidjan(now)))
    throw new AppError('CONFLICT', 'drawerClosed');
}

/**
 * POST /operator/drawer/closings/{id}/reopen: a manager reopens an agent's close of day that is not signed off yet
 * (a late traveller at the counter): the count is set aside (kept in the audit), the agent sells again and closes
 * anew. A signed-off day stays closed.
 */
export async function reopenClosing(db: Db, staff: Staff, id: string) {
  return db.transaction(async (tx) => {
    const row = await drawerRepository.lockClosing(tx, staff.companyId, id);
    if (!row) throw notFound('closingNotFound');
    if (row.signedOffAt) throw new AppError('CONFLICT', 'closingAlreadySigned');
    await drawerRepository.deleteClosing(tx, id);
    await auditRepository.record(tx, {
      actorId: staff.userId,
      action: 'drawer.reopen',
      entity: 'drawer_closing',
      entityId: id,
      data: {
        agentId: row.agentId,
        date: row.day,
        countedCash: row.countedCash,
        expectedCash: row.expectedCash,
      },
    });
    return row;
  });
}
