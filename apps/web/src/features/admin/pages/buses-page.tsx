import type { AdminBusView } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation, useErrorToast } from '../api/admin-query';
import { deleteBus, useBuses } from '../api/buses';
import { BusForm } from '../components/buses/bus-form';
import { BusesTable } from '../components/buses/buses-table';
import { ConfirmDialog } from '../components/shared/confirm-dialog';
import { PageHeader } from '../components/shared/page-header';
import { SearchForm } from '../components/shared/search-form';
import { EmptyState, ErrorBanner } from '../components/shared/states';

/** SPEC §2 Admin Buses ("Gestion des bus"). */
export function BusesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('buses.title'));
  const [search, setSearch] = useState('');
  // Remounts the search box when "show all" clears the search, so that its text clears too.
  const [searchKey, setSearchKey] = useState(0);
  const buses = useBuses(search);
  useErrorToast(buses.error, t('buses.loadError'));
  const [editing, setEditing] = useState<AdminBusView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBusView | null>(null);
  const remove = useAdminMutation({
    mutationFn: (bus: AdminBusView) => deleteBus(bus._id),
    success: () => t('buses.deleted'),
    failure: t('buses.deleteError'),
  });
  const list = buses.data?.data;
  const showAll = () => {
    setSearch('');
    setSearchKey((key) => key + 1);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('buses.title')}
        description={list ? t('buses.total', { count: list.length }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('buses.add')}
          </Button>
        }
      />
      <SearchForm
        key={searchKey}
        id="buses-search"
        label={t('buses.searchLabel')}
        placeholder={t('buses.searchPlaceholder')}
        onSearch={setSearch}
      />
      {buses.isError && <ErrorBanner message={t('buses.loadError')} onRetry={() => void buses.refetch()} />}
      {buses.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16">
          <Spinner className="size-7 text-brand-700" />
          <span className="font-medium text-stone-800">{t('buses.loading')}</span>
        </div>
      ) : list && list.length === 0 ? (
        <EmptyState title={t('buses.empty')}>
          {search && (
            <Button variant="link" onClick={showAll}>
              {t('buses.showAll')}
            </Button>
          )}
        </EmptyState>
      ) : list ? (
        <BusesTable buses={list} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t('buses.addTitle') : t('buses.editTitle')}>
            <BusForm bus={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={t('buses.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
