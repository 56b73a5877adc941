import { formatPhone, type AdminCompanyView } from '@gbaka/shared';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';
import { CompanyWorkspace } from './company-workspace';

/** SPEC §2 Companies: name, e-mail, phone, address, actions. */
export function CompaniesTable({
  companies,
  ...handlers
}: { companies: readonly AdminCompanyView[] } & EditDelete<AdminCompanyView>) {
  const { t } = useTranslation('admin');
  // The company's workspace (commission, members, statement) opens beside its edit and delete actions.
  const [workspace, setWorkspace] = useState<AdminCompanyView | null>(null);
  const actions = useEditDeleteActions(
    'companies',
    (company: AdminCompanyView) => company.name,
    handlers,
    (company) => [
      {
        icon: Building2,
        label: t('companies.workspace.open', { name: company.name }),
        onSelect: () => setWorkspace(company),
      },
    ],
  );
  const columns: Column<AdminCompanyView>[] = [
    { id: 'name', header: t('companies.name'), rowHeader: true, cell: (company) => company.name },
    {
      id: 'email',
      header: t('companies.email'),
      className: 'break-all',
      cell: (company) => company.email ?? '—',
    },
    {
      id: 'phone',
      header: t('companies.phone'),
      className: 'whitespace-nowrap',
      cell: (company) => (company.phone ? formatPhone(company.phone) : '—'),
    },
    { id: 'address', header: t('companies.address'), cell: (company) => company.address ?? '—' },
  ];
  return (
    <>
      <DataTable
        label={t('companies.tableLabel')}
        rows={companies}
        rowKey={(company) => company._id}
        columns={columns}
        actions={actions}
      />
      <Dialog open={workspace !== null} onOpenChange={(open) => !open && setWorkspace(null)}>
        {workspace && (
          <DialogContent title={t('companies.workspace.title', { name: workspace.name })}>
            <CompanyWorkspace company={workspace} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
