import { formatFcfa, type Company, type Language } from '@gbaka/shared';
import { useQuery } from '@tanstack/react-query';
import { FileDown, Printer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/booking/ticket';
import { toast } from '@/lib/toast';
import { useAdminMutation } from '../../api/admin-query';
import {
  companyStaffQueryOptions,
  companyStatementFile,
  companyStatementQueryOptions,
  setCommission,
} from '../../api/companies';

/**
 * A company's workspace as the administrator sees it (DESIGN §9): its commission rate (editable), its members and
 * a month's statement with its CSV and PDF.
 */
export function CompanyWorkspace({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('admin');
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const staff = useQuery(companyStaffQueryOptions(company._id));
  const statement = useQuery(companyStatementQueryOptions(company._id, month));
  const money = (amount: number) => formatFcfa(amount, i18n.language as Language);
  const s = statement.data;
  return (
    <div className="space-y-5">
      {s && <CommissionForm companyId={company._id} rate={s.commissionRate} />}
      <section aria-labelledby="workspace-members" className="space-y-2">
        <h3 id="workspace-members" className="font-bold text-stone-900">
          {t('companies.workspace.members')}
        </h3>
        {staff.data?.members.length === 0 && (
          <p className="text-stone-700">{t('companies.workspace.noMember')}</p>
        )}
        <ul className="space-y-1">
          {staff.data?.members.map((m) => (
            <li key={m._id} className="text-stone-800">
              <strong>
                {m.firstName} {m.lastName}
              </strong>{' '}
              · {t(`companies.workspace.roles.${m.role}`)} · {m.email ?? m.phone}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="workspace-statement" className="space-y-3">
        <h3 id="workspace-statement" className="font-bold text-stone-900">
          {t('companies.workspace.statement')}
        </h3>
        <div className="space-y-1.5">
          <Label htmlFor="workspace-month">{t('companies.workspace.month')}</Label>
          <Input
            id="workspace-month"
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </div>
        {s && (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-stone-700">{t('companies.workspace.gross')}</dt>
            <dd className="text-right font-semibold">{money(s.gross)}</dd>
            <dt className="text-stone-700">{t('companies.workspace.refunds')}</dt>
            <dd className="text-right font-semibold">{money(s.refunds)}</dd>
            <dt className="text-stone-700">{t('companies.workspace.commission')}</dt>
            <dd className="text-right font-semibold">{money(s.commission)}</dd>
            <dt className="font-bold text-stone-900">{t('companies.workspace.netDue')}</dt>
            <dd className="text-right font-extrabold">{money(s.netDue)}</dd>
          </dl>
        )}
        <div className="flex flex-wrap gap-2">
          <StatementDownload companyId={company._id} month={month} format="pdf" />
          <StatementDownload companyId={company._id} month={month} format="csv" />
        </div>
      </section>
    </div>
  );
}

function CommissionForm({ companyId, rate }: { companyId: string; rate: number }) {
  const { t } = useTranslation('admin');
  const [percent, setPercent] = useState(String(rate / 100));
  const save = useAdminMutation({
    mutationFn: setCommission,
    success: (answer) => answer.message,
    failure: t('companies.workspace.commissionError'),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id: companyId, commissionRate: Math.round(Number(percent.replace(',', '.')) * 100) });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <Label htmlFor="workspace-commission">{t('companies.workspace.commissionRate')}</Label>
        <Input
          id="workspace-commission"
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          className="w-28"
        />
      </div>
      <Button type="submit" variant="outline" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
}

function StatementDownload({
  companyId,
  month,
  format,
}: {
  companyId: string;
  month: string;
  format: 'pdf' | 'csv';
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await companyStatementFile(companyId, month, format), `statement-${month}.${format}`);
    } catch (error) {
      toast.error(errorMessage(error, t('companies.workspace.downloadError')));
    } finally {
      setBusy(false);
    }
  }
  const Icon = format === 'pdf' ? Printer : FileDown;
  return (
    <Button variant="outline" onClick={() => void download()} loading={busy}>
      {!busy && <Icon className="size-5" aria-hidden="true" />}
      {format === 'pdf' ? t('companies.workspace.pdf') : t('companies.workspace.csv')}
    </Button>
  );
}
