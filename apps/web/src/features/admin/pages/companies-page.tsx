import { useTranslation } from 'react-i18next';
import { deleteCompany, useCompanies } from '../api/companies';
import { CompaniesTable } from '../components/companies/companies-table';
import { CompanyForm } from '../components/companies/company-form';
import { ReferenceListPage } from '../components/shared/reference-list-page';

/** SPEC §2 Admin Companies. */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  return (
    <ReferenceListPage
      section="companies"
      useItems={useCompanies}
      remove={deleteCompany}
      deleteConfirm={() => t('companies.deleteConfirm')}
      table={(companies, actions) => <CompaniesTable companies={companies} {...actions} />}
      form={(company, onDone) => <CompanyForm company={company} onDone={onDone} />}
    />
  );
}
