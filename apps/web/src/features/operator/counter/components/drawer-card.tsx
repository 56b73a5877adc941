import { formatFcfa, type Drawer, type DrawerSale } from '@gbaka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { openReceipt } from '../api/counter';
import { CloseDayForm } from './close-day-form';
import { ClosingSummary } from './closing-summary';
import { VoidDialog } from './void-dialog';

interface DrawerCardProps {
  drawer: Drawer;
  date: string;
  /** The agent's own drawer (they close it) or, for a manager, anyone's (they sign its close off, void any sale). */
  mine: boolean;
  manager: boolean;
}

const time = (iso: string) => iso.slice(11, 16);

/** One agent's drawer of the day: the totals, each sale (receipt, void), each void, and the close of day. */
export function DrawerCard({ drawer, date, mine, manager }: DrawerCardProps) {
  const { t } = useTranslation('operator');
  const [voiding, setVoiding] = useState<DrawerSale | null>(null);
  // The server decides (30 minutes for the agent, until departure for a manager); this only hides what it refuses.
  const voidable = (s: DrawerSale) =>
    s.status === 'confirmed' && s.channel === 'counter' && (manager || s.voidableUntil !== null);
  const columns: Column<DrawerSale>[] = [
    { id: 'time', header: t('drawer.time'), cell: (s) => time(s.soldAt), className: 'tabular-nums' },
    { id: 'reference', header: t('drawer.reference'), cell: (s) => s.reference, rowHeader: true },
    {
      id: 'departure',
      header: t('drawer.departure'),
      cell: (s) =>
        `${s.route} · ${s.departureTime} · ${t('drawer.seats', { seats: s.seats.join(', '), count: s.seats.length })}`,
    },
    { id: 'method', header: t('drawer.method'), cell: (s) => t(`counter.method.${s.method}`) },
    {
      id: 'status',
      header: t('drawer.status'),
      cell: (s) => (s.status === 'cancelled' ? t('drawer.voided') : t('drawer.paid')),
    },
    { id: 'amount', header: t('drawer.amount'), cell: (s) => formatFcfa(s.amount), align: 'end' },
  ];
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-stone-950">{drawer.agent.name}</h2>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {(['cashIn', 'cashOut', 'cashExpected', 'mobileMoney'] as const).map((k) => (
            <div key={k} className="flex gap-1.5">
              <dt className="text-stone-600">{t(`drawer.${k}`)}</dt>
              <dd className="font-bold tabular-nums text-stone-950" data-testid={`drawer-${k}`}>
                {formatFcfa(drawer[k])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <DataTable
        label={t('drawer.salesOf', { agent: drawer.agent.name })}
        rows={drawer.sales}
        rowKey={(s) => s.bookingId}
        columns={columns}
        rowTone={(s) => (s.status === 'cancelled' ? 'muted' : 'default')}
        empty={<p className="p-4 text-stone-600">{t('drawer.noSales')}</p>}
        actions={{
          header: t('drawer.actions'),
          of: (s) => [
            ...(s.status !== 'cancelled'
              ? [
                  {
                    label: t('drawer.receiptOf', { reference: s.reference }),
                    text: t('drawer.receipt'),
                    onSelect: () => void openReceipt(s.bookingId),
                  },
                ]
              : []),
            ...(voidable(s)
              ? [
                  {
                    label: t('drawer.voidOf', { reference: s.reference }),
                    text: t('drawer.void'),
                    tone: 'danger' as const,
                    onSelect: () => setVoiding(s),
                  },
                ]
              : []),
          ],
        }}
        minWidth="48rem"
      />
      <VoidDialog sale={voiding} onClose={() => setVoiding(null)} />
      {drawer.voids.length > 0 && (
        <section className="space-y-1">
          <h3 className="font-semibold text-stone-900">{t('drawer.voids')}</h3>
          <ul className="text-sm text-stone-800">
            {drawer.voids.map((v) => (
              <li key={v.bookingId}>
                {time(v.voidedAt)} · {v.reference} · {formatFcfa(v.amount)} · {v.reason} · {v.voidedBy}
              </li>
            ))}
          </ul>
        </section>
      )}
      {drawer.closing ? (
        <ClosingSummary closing={drawer.closing} canSignOff={manager} />
      ) : (
        mine && <CloseDayForm date={date} expected={drawer.cashExpected} />
      )}
    </Card>
  );
}
