import { formatPhone, type Company } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';

/** SPEC §2 Companies: name, e-mail, phone, address, actions. */
export function CompaniesTable({
  companies,
  ...handlers
}: { companies: readonly Company[] } & EditDelete<Company>) {
  const { t } = useTranslation('admin');
  const actions = useEditDeleteActions('companies', (company: Company) => company.name, handlers);
  const columns: Column<Company>[] = [
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
    <DataTable
      label={t('companies.tableLabel')}
      rows={companies}
      rowKey={(company) => company._id}
      columns={columns}
      actions={actions}
    />
  );
}
