import { formatPhone, type Company } from '@gbaka/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from '../shared/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface CompaniesTableProps {
  companies: readonly Company[];
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

/** SPEC §2 Companies: name, e-mail, phone, address, actions. */
export function CompaniesTable({ companies, onEdit, onDelete }: CompaniesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableCard label={t('companies.tableLabel')}>
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('companies.name')}
          </th>
          <th scope="col" className={thClasses}>
            {t('companies.email')}
          </th>
          <th scope="col" className={thClasses}>
            {t('companies.phone')}
          </th>
          <th scope="col" className={thClasses}>
            {t('companies.address')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => (
          <tr key={company._id} className="hover:bg-stone-50">
            <th scope="row" className={cn(tdClasses, 'font-semibold')}>
              {company.name}
            </th>
            <td className={cn(tdClasses, 'break-all')}>{company.email ?? '—'}</td>
            <td className={cn(tdClasses, 'whitespace-nowrap')}>
              {company.phone ? formatPhone(company.phone) : '—'}
            </td>
            <td className={tdClasses}>{company.address ?? '—'}</td>
            <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
              <IconButton
                icon={Pencil}
                label={t('companies.editLabel', { name: company.name })}
                onClick={() => onEdit(company)}
              />
              <IconButton
                icon={Trash2}
                tone="danger"
                label={t('companies.deleteLabel', { name: company.name })}
                onClick={() => onDelete(company)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
