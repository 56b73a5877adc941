import {
  BOOKING_CHANNELS,
  commissionOf,
  formatFcfa,
  translate,
  type Language,
  type ApiMessageKey,
  type Statement,
} from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { todayInAbidjan } from '../../../lib/time';
import { adminCompanyRepository } from '../../admin/companies/repository';
import { csvOf } from '../departures/manifest-files';
import { statementRepository } from './repository';

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * A company's statement for a month (this one by default): its departures of the month, fares paid by channel,
 * refunds, the commission at the company's rate on what remains, and the net due. GET /operator/statements takes
 * the caller's company; an administrator may ask for any.
 */
export async function buildStatement(
  db: Db,
  companyId: string,
  month: string | undefined,
  now = new Date(),
): Promise<Statement> {
  const company = await adminCompanyRepository.findById(db, companyId);
  if (!company) throw notFound('companyNotFound');
  const period = month ?? todayInAbidjan(now).slice(0, 7);
  const rows = await statementRepository.rows(db, companyId, `${period}-01`, `${nextMonth(period)}-01`);
  const channels = BOOKING_CHANNELS.map((channel) => {
    const mine = rows.filter((r) => r.channel === channel);
    return {
      channel,
      bookings: mine.reduce((n, r) => n + Number(r.bookings), 0),
      gross: mine.reduce((n, r) => n + Number(r.gross), 0),
      refunds: mine.reduce((n, r) => n + Number(r.refunds), 0),
    };
  });
  const departures = new Map<string, Statement['departures'][number]>();
  for (const r of rows) {
    const d = departures.get(r.trip_id) ?? {
      _id: r.trip_id,
      departureDate: r.departure_date,
      departureTime: r.departure_time,
      from: r.from_name,
      to: r.to_name,
      bookings: 0,
      gross: 0,
      refunds: 0,
    };
    d.bookings += Number(r.bookings);
    d.gross += Number(r.gross);
    d.refunds += Number(r.refunds);
    departures.set(r.trip_id, d);
  }
  // Counter sales by agent (DESIGN §10): what each sold, or took payment for, at the counter.
  const agents = new Map<string, Statement['agents'][number]>();
  for (const r of rows) {
    if (!r.sold_by) continue;
    const a = agents.get(r.sold_by) ?? {
      agent: { _id: r.sold_by, name: r.agent_name ?? '' },
      bookings: 0,
      gross: 0,
      refunds: 0,
    };
    a.bookings += Number(r.bookings);
    a.gross += Number(r.gross);
    a.refunds += Number(r.refunds);
    agents.set(r.sold_by, a);
  }
  const gross = channels.reduce((n, c) => n + c.gross, 0);
  const refunds = channels.reduce((n, c) => n + c.refunds, 0);
  const net = gross - refunds;
  const commission = commissionOf(net, company.commissionRate);
  return {
    month: period,
    company: { _id: company.id, name: company.name },
    commissionRate: company.commissionRate,
    channels,
    gross,
    refunds,
    net,
    commission,
    netDue: net - commission,
    departures: [...departures.values()],
    agents: [...agents.values()].sort((a, b) => a.agent.name.localeCompare(b.agent.name)),
  };
}

export const CHANNEL_KEYS: Record<(typeof BOOKING_CHANNELS)[number], ApiMessageKey> = {
  online: 'channelOnline',
  counter: 'channelCounter',
  ussd: 'channelUssd',
};

/** The statement as CSV: one line per departure, then the totals by channel and the amounts due. */
/** "8 %" from basis points. */
export const commissionRateText = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('fr-FR')} %`;

export function statementCsv(lang: Language, s: Statement): string {
  const t = (key: ApiMessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const rate = commissionRateText(s.commissionRate);
  const money = (n: number) => String(n);
  return csvOf([
    [t('statementTitle'), s.company.name, s.month],
    [],
    [t('statementDeparture'), t('manifestBooking'), t('statementGross'), t('statementRefunds')],
    ...s.departures.map((d) => [
      `${d.departureDate} ${d.departureTime} ${d.from} – ${d.to}`,
      String(d.bookings),
      money(d.gross),
      money(d.refunds),
    ]),
    [],
    [t('manifestChannel'), t('manifestBooking'), t('statementGross'), t('statementRefunds')],
    ...s.channels.map((c) => [
      t(CHANNEL_KEYS[c.channel]),
      String(c.bookings),
      money(c.gross),
      money(c.refunds),
    ]),
    [t('statementTotal'), '', money(s.gross), money(s.refunds)],
    ...(s.agents.length > 0
      ? [
          [],
          [t('statementAgent'), t('manifestBooking'), t('statementGross'), t('statementRefunds')],
          ...s.agents.map((a) => [a.agent.name, String(a.bookings), money(a.gross), money(a.refunds)]),
        ]
      : []),
    [],
    [t('statementCommission', { rate }), '', money(s.commission)],
    [t('statementNetDue'), '', money(s.netDue), formatFcfa(s.netDue, lang)],
  ]);
}
