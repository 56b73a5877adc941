import { AGENT_VOID_MINUTES, type Drawer, type DrawerDay, type DrawerSale } from '@gbaka/shared';
import type { DbOrTx } from '../../../db/client';
import type { Staff } from '../staff-access';
import { type ClosingRow, dayOf, drawerRepository } from './drawer-repository';

type SaleRow = Awaited<ReturnType<typeof drawerRepository.sales>>[number];
type VoidRow = Awaited<ReturnType<typeof drawerRepository.voids>>[number];

/** Today in Abidjan (UTC all year). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * GET /operator/drawer?date= (DESIGN §10): the day's drawers, one per agent: the sales they cashed (cash and
 * mobile money), the voids of their sales, the cash in, out and expected, and their close of day. An agent sees
 * their own drawer only (even empty); a manager every drawer of the company that has something that day.
 */
export async function readDrawers(
  db: DbOrTx,
  staff: Staff,
  date: string,
  now = new Date(),
): Promise<DrawerDay> {
  const day = dayOf(date);
  const only = staff.role === 'manager' ? undefined : staff.userId;
  // One after the other: the close of day reads it inside its transaction, on one connection.
  const sales = await drawerRepository.sales(db, staff.companyId, day, only);
  const voids = await drawerRepository.voids(db, staff.companyId, day, only);
  const closings = await drawerRepository.closings(db, staff.companyId, day, only);
  const agents = new Set<string>([
    ...(only ? [only] : []),
    ...sales.map((s) => s.soldBy!),
    ...voids.flatMap((v) => (v.soldBy ? [v.soldBy] : [])),
    ...closings.map((c) => c.agentId),
  ]);
  const names = await drawerRepository.names(db, [...agents]);
  const drawers = [...agents].map((agentId) =>
    drawerOf(
      { _id: agentId, name: names.get(agentId) ?? '' },
      sales.filter((s) => s.soldBy === agentId),
      voids.filter((v) => v.soldBy === agentId),
      closings.find((c) => c.agentId === agentId) ?? null,
      now,
    ),
  );
  drawers.sort((a, b) => a.agent.name.localeCompare(b.agent.name));
  return { date, drawers };
}

/** One agent's drawer; the cash expected is what they took in cash less what they gave back for voids. */
export function drawerOf(
  agent: Drawer['agent'],
  sales: SaleRow[],
  voids: VoidRow[],
  closing: ClosingRow | null,
  now: Date,
): Drawer {
  const presented = sales.map((s) => presentSale(s, now));
  const cashIn = sum(presented.filter((s) => s.method === 'cash').map((s) => s.amount));
  const cashOut = sum(voids.filter((v) => v.cash).map((v) => v.amount));
  return {
    agent,
    sales: presented,
    voids: voids.map((v) => ({
      bookingId: v.bookingId,
      reference: v.reference,
      amount: v.amount,
      cash: v.cash,
      reason: v.reason,
      voidedBy: v.voidedBy,
      voidedAt: v.voidedAt.toISOString(),
    })),
    cashIn,
    cashOut,
    cashExpected: cashIn - cashOut,
    mobileMoney: sum(presented.filter((s) => s.method === 'mobile_money').map((s) => s.amount)),
    closing: closing && {
      _id: closing.id,
      countedCash: closing.countedCash,
      expectedCash: closing.expectedCash,
      difference: closing.countedCash - closing.expectedCash,
      note: closing.note,
      closedAt: closing.createdAt.toISOString(),
      signedOffBy: closing.signedOffBy,
      signedOffAt: closing.signedOffAt?.toISOString() ?? null,
    },
  };
}

function presentSale(s: SaleRow, now: Date): DrawerSale {
  const until = new Date(s.paidAt.getTime() + AGENT_VOID_MINUTES * 60_000);
  const voidable = s.channel === 'counter' && s.status === 'confirmed' && until > now;
  return {
    bookingId: s.bookingId,
    reference: s.reference,
    channel: s.channel,
    status: s.status,
    method: s.provider === 'counter' ? 'cash' : 'mobile_money',
    amount: s.amount,
    seats: s.seats,
    passenger: s.passenger,
    route: `${s.from} – ${s.to}`,
    departureDate: s.departureDate,
    departureTime: s.departureTime,
    soldAt: s.paidAt.toISOString(),
    voidableUntil: voidable ? until.toISOString() : null,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
