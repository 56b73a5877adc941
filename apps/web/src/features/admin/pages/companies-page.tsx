import type { Company } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation, useErrorToast } from '../api/admin-query';
import { deleteCompany, useCompanies } from '../api/companies';
import { CompaniesTable } from '../components/companies/companies-table';
import { CompanyForm } from '../components/companies/company-form';
import { ConfirmDialog } from '../components/shared/confirm-dialog';
import { PageHeader } from '../components/shared/page-header';
import { SearchForm } from '../components/shared/search-form';
import { EmptyState, ErrorBanner, LoadingState } from '../components/shared/states';

/** SPEC §2 Admin Companies. */
export function CompaniesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('companies.title'));
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  useErrorToast(companies.error, t('companies.loadError'));
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const remove = useAdminMutation({
    mutationFn: (company: Company) => deleteCompany(company._id),
    success: () => t('companies.deleted'),
    failure: t('companies.deleteError'),
  });
  const list = companies.data?.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('companies.title')}
        description={list ? t('companies.total', { count: list.length }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('companies.add')}
          </Button>
        }
      />
      <SearchForm
        id="companies-search"
        label={t('companies.searchLabel')}
        placeholder={t('companies.searchPlaceholder')}
        onSearch={setSearch}
      />
      {companies.isError && (
        <ErrorBanner message={t('companies.loadError')} onRetry={() => void companies.refetch()} />
      )}
      {companies.isPending ? (
        <LoadingState label={t('companies.loading')} />
      ) : list && list.length === 0 ? (
        <EmptyState title={t('companies.empty')} />
      ) : list ? (
        <CompaniesTable companies={list} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t('companies.addTitle') : t('companies.editTitle')}>
            <CompanyForm company={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={t('companies.deleteConfirm')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
