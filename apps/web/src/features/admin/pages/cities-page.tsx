import type { City } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation, useErrorToast } from '../api/admin-query';
import { deleteCity, useCities } from '../api/cities';
import { CitiesTable } from '../components/cities/cities-table';
import { CityForm } from '../components/cities/city-form';
import { ConfirmDialog } from '../components/shared/confirm-dialog';
import { PageHeader } from '../components/shared/page-header';
import { SearchForm } from '../components/shared/search-form';
import { EmptyState, ErrorBanner, LoadingState } from '../components/shared/states';

/** SPEC §2 Admin Cities. */
export function CitiesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('cities.title'));
  const [search, setSearch] = useState('');
  const cities = useCities(search);
  useErrorToast(cities.error, t('cities.loadError'));
  const [editing, setEditing] = useState<City | 'new' | null>(null);
  const [deleting, setDeleting] = useState<City | null>(null);
  const remove = useAdminMutation({
    mutationFn: (city: City) => deleteCity(city._id),
    success: () => t('cities.deleted'),
    failure: t('cities.deleteError'),
  });
  const list = cities.data?.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cities.title')}
        description={list ? t('cities.total', { count: list.length }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('cities.add')}
          </Button>
        }
      />
      <SearchForm
        id="cities-search"
        label={t('cities.searchLabel')}
        placeholder={t('cities.searchPlaceholder')}
        onSearch={setSearch}
      />
      {cities.isError && (
        <ErrorBanner message={t('cities.loadError')} onRetry={() => void cities.refetch()} />
      )}
      {cities.isPending ? (
        <LoadingState label={t('cities.loading')} />
      ) : list && list.length === 0 ? (
        <EmptyState title={t('cities.empty')} />
      ) : list ? (
        <CitiesTable cities={list} onEdit={setEditing} onDelete={setDeleting} />
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t('cities.addTitle') : t('cities.editTitle')}>
            <CityForm city={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={t('cities.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
