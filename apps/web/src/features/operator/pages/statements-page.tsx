import { formatFcfa, numberFormat, type Language, type Statement } from '@gbaka/shared';
import { ChevronLeft, ChevronRight, FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/back-office/page-header';
import { ErrorBanner, LoadingState } from '@/components/back-office/states';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/booking/ticket';
import { useErrorToast } from '@/lib/staff-mutation';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statementFile, useStatement } from '../api/statements';
import { monthLabel, shiftMonth, todayInAbidjan } from '../utils/format';

/**
 * "Relevés" (DESIGN §9): a month's sales by channel, the refunds, the platform's commission and the net due, then
 * a line per departure; as CSV or an A4 PDF.
 */
export function StatementsPage() {
  const { t, i18n } = useTranslation('operator');
  useDocumentTitle(t('statements.title'));
  const [month, setMonth] = useState(() => todayInAbidjan().slice(0, 7));
  const statement = useStatement(month);
  useErrorToast(statement.error, t('statements.loadError'));
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('statements.title')}
        description={t('statements.subtitle')}
        actions={<Downloads month={month} />}
      />
      <div className="flex flex-wrap items-end gap-2">
        <IconButton
          icon={ChevronLeft}
          label={t('statements.previous')}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        />
        <div className="space-y-1.5">
          <Label htmlFor="statement-month">{t('statements.month')}</Label>
          <Input
            id="statement-month"
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </div>
        <IconButton
          icon={ChevronRight}
          label={t('statements.next')}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        />
        <p className="ml-1 pb-2 font-semibold text-stone-800 first-letter:uppercase">
          {monthLabel(month, i18n.language)}
        </p>
      </div>
      {statement.isError && (
        <ErrorBanner message={t('statements.loadError')} onRetry={() => void statement.refetch()} />
      )}
      {statement.isPending && <LoadingState label={t('statements.loading')} />}
      {statement.data && <StatementView statement={statement.data} />}
    </div>
  );
}

function StatementView({ statement: s }: { statement: Statement }) {
  const { t, i18n } = useTranslation('operator');
  const money = (amount: number) => formatFcfa(amount, i18n.language as Language);
  const rate = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    s.commissionRate / 10_000,
  );
  const figures = [
    { label: t('statements.gross'), value: money(s.gross) },
    { label: t('statements.refunds'), value: money(s.refunds) },
    { label: t('statements.commission', { rate }), value: money(s.commission) },
    { label: t('statements.netDue'), value: money(s.netDue), strong: true },
  ];
  const channelColumns: Column<Statement['channels'][number]>[] = [
    {
      id: 'channel',
      header: t('manifest.channel'),
      rowHeader: true,
      cell: (c) => t(`channels.${c.channel}`),
    },
    { id: 'bookings', header: t('statements.bookings'), align: 'end', cell: (c) => c.bookings },
    { id: 'gross', header: t('statements.gross'), align: 'end', cell: (c) => money(c.gross) },
    { id: 'refunds', header: t('statements.refunds'), align: 'end', cell: (c) => money(c.refunds) },
  ];
  const agentColumns: Column<Statement['agents'][number]>[] = [
    { id: 'agent', header: t('statements.agent'), rowHeader: true, cell: (a) => a.agent.name },
    { id: 'bookings', header: t('statements.bookings'), align: 'end', cell: (a) => a.bookings },
    { id: 'gross', header: t('statements.gross'), align: 'end', cell: (a) => money(a.gross) },
    { id: 'refunds', header: t('statements.refunds'), align: 'end', cell: (a) => money(a.refunds) },
  ];
  const departureColumns: Column<Statement['departures'][number]>[] = [
    {
      id: 'departure',
      header: t('statements.departure'),
      rowHeader: true,
      cell: (d) => `${d.departureDate} ${d.departureTime} · ${d.from} – ${d.to}`,
    },
    { id: 'bookings', header: t('statements.bookings'), align: 'end', cell: (d) => d.bookings },
    { id: 'gross', header: t('statements.gross'), align: 'end', cell: (d) => money(d.gross) },
    { id: 'refunds', header: t('statements.refunds'), align: 'end', cell: (d) => money(d.refunds) },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label, value, strong }) => (
          <div
            key={label}
            className={
              strong
                ? 'rounded-2xl border border-brand-300 bg-brand-50 p-4'
                : 'rounded-2xl border border-stone-200 bg-white p-4'
            }
          >
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="mt-1 text-lg font-extrabold break-words text-stone-950 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="statement-channels" className="space-y-3">
        <h2 id="statement-channels" className="text-lg font-bold text-stone-900">
          {t('statements.byChannel')}
        </h2>
        <DataTable
          label={t('statements.byChannel')}
          rows={s.channels}
          rowKey={(c) => c.channel}
          columns={channelColumns}
        />
      </section>
      {s.agents.length > 0 && (
        <section aria-labelledby="statement-agents" className="space-y-3">
          <h2 id="statement-agents" className="text-lg font-bold text-stone-900">
            {t('statements.byAgent')}
          </h2>
          <DataTable
            label={t('statements.byAgent')}
            rows={s.agents}
            rowKey={(a) => a.agent._id}
            columns={agentColumns}
          />
        </section>
      )}
      <section aria-labelledby="statement-departures" className="space-y-3">
        <h2 id="statement-departures" className="text-lg font-bold text-stone-900">
          {t('statements.byDeparture')}
        </h2>
        {s.departures.length === 0 ? (
          <p className="text-stone-700">{t('statements.noDeparture')}</p>
        ) : (
          <DataTable
            label={t('statements.byDeparture')}
            rows={s.departures}
            rowKey={(d) => d._id}
            columns={departureColumns}
          />
        )}
      </section>
    </div>
  );
}

function Downloads({ month }: { month: string }) {
  const { t } = useTranslation('operator');
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  async function download(format: 'pdf' | 'csv') {
    setBusy(format);
    try {
      saveBlob(await statementFile(month, format), `statement-${month}.${format}`);
    } catch (error) {
      toast.error(errorMessage(error, t('statements.downloadError')));
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <Button onClick={() => void download('pdf')} loading={busy === 'pdf'}>
        {busy !== 'pdf' && <Printer className="size-5" aria-hidden="true" />}
        {t('statements.pdf')}
      </Button>
      <Button variant="outline" onClick={() => void download('csv')} loading={busy === 'csv'}>
        {busy !== 'csv' && <FileDown className="size-5" aria-hidden="true" />}
        {t('statements.csv')}
      </Button>
    </>
  );
}
