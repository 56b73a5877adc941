import { ADMIN_TRIP_PERIODS, type AdminTripView } from '@gbaka/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import { deleteTrip, deleteTrips, useTrips, type TripPeriod, type TripsQuery } from '../api/trips';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { NumberedPager } from '../components/shared/pagers';
import { SearchForm } from '../components/shared/search-form';
import { ListStates } from '../components/shared/states';
import { TripForm } from '../components/trips/trip-form';
import { TripsTable } from '../components/trips/trips-table';
import { filterTrips } from '../utils/trip-filter';

type Pending = { kind: 'one'; trip: AdminTripView } | { kind: 'bulk'; ids: string[] } | null;

/** SPEC §2 Admin Routes: 20 a page, at most 5 page buttons, selection, bulk delete, add and edit dialog. */
export function TripsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('trips.title'));
  const [query, setQuery] = useState<TripsQuery>({ page: 1, search: '', period: 'upcoming' });
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminTripView | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const trips = useTrips(query);

  const changeQuery = (next: Partial<TripsQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...next }));
    setSelected(new Set());
  };
  const removeOne = useAdminMutation({
    mutationFn: (trip: AdminTripView) => deleteTrip(trip._id),
    success: () => t('trips.deleted'),
    failure: t('trips.deleteError'),
  });
  const removeMany = useAdminMutation({
    mutationFn: deleteTrips,
    success: () => undefined,
    failure: t('trips.bulkDeleteError'),
  });

  const onBulkDelete = () => {
    if (selected.size === 0) {
      toast.error(t('trips.noneSelected'));
      return;
    }
    setPending({ kind: 'bulk', ids: [...selected] });
  };
  const confirm = () => {
    if (pending?.kind === 'one') {
      removeOne.mutate(pending.trip, { onSettled: () => setPending(null) });
    } else if (pending?.kind === 'bulk') {
      removeMany.mutate(pending.ids, {
        onSuccess: ({ deleted, failed }) => {
          const summary = t('trips.bulkDeleted', { count: deleted });
          if (failed.length === 0) toast.success(summary);
          else toast.warning(t('trips.bulkPartial', { deleted, failed: failed.length }), failed[0]?.message);
          setSelected(new Set(failed.map((f) => f.id)));
        },
        onSettled: () => setPending(null),
      });
    }
  };

  const data = trips.data;
  const pagination = data?.pagination;
  const rows = data ? filterTrips(data.data, typed) : [];
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const trip of rows) {
        if (select) next.add(trip._id);
        else next.delete(trip._id);
      }
      return next;
    });

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('trips.title')}
        description={data ? t('trips.total', { count: data.pagination.total }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('trips.add')}
          </Button>
        }
      />
      <SearchForm
        id="trips-search"
        label={t('trips.searchLabel')}
        placeholder={t('trips.searchPlaceholder')}
        onType={setTyped}
        onSearch={(search) => changeQuery({ search })}
      >
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="trips-period">{t('trips.period')}</Label>
          <Select
            id="trips-period"
            value={query.period}
            onChange={(event) => changeQuery({ period: event.target.value as TripPeriod })}
          >
            {ADMIN_TRIP_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`trips.periods.${period}`)}
              </option>
            ))}
          </Select>
        </div>
      </SearchForm>
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-3 py-2 shadow-sm">
        <p className="mr-auto text-sm font-medium text-stone-800" aria-live="polite">
          {t('trips.selectedCount', { count: selected.size })}
        </p>
        <Button variant="danger" size="sm" onClick={onBulkDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('trips.bulkDelete')}
        </Button>
      </div>
      <ListStates section="trips" query={trips} items={data && rows}>
        {(shown) => (
          <>
            <TripsTable
              trips={shown}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onEdit={setEditing}
              onDelete={(trip) => setPending({ kind: 'one', trip })}
            />
            {pagination && (
              <NumberedPager
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                onChange={(page) => {
                  setQuery((current) => ({ ...current, page }));
                  setSelected(new Set());
                }}
              />
            )}
          </>
        )}
      </ListStates>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent
            title={editing === 'new' ? t('trips.addTitle') : t('trips.editTitle')}
            className="sm:max-w-2xl!"
          >
            <TripForm trip={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('common.confirmDelete')}
        description={
          pending?.kind === 'bulk'
            ? t('trips.bulkDeleteConfirm', { count: pending.ids.length })
            : t('trips.deleteConfirm', {
                name: pending?.kind === 'one' ? `${pending.trip.from.name} → ${pending.trip.to.name}` : '',
              })
        }
        confirmLabel={t('common.delete')}
        loading={removeOne.isPending || removeMany.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
