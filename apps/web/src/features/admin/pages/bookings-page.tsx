import type { AdminBookingStatus } from '@gbaka/shared';
import type { TFunction } from 'i18next';
import { Download, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import {
  BOOKING_FILTERS,
  changeBookingStatus,
  deleteBooking,
  deleteCorruptedBookings,
  deleteOldBookings,
  useBookings,
  type BookingFilter,
  type BookingsQuery,
} from '../api/bookings';
import { BookingDetails } from '../components/bookings/booking-details';
import { BookingsTable } from '../components/bookings/bookings-table';
import { useBookingsExport } from '../components/bookings/use-bookings-export';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { PrevNextPager } from '../components/shared/pagers';
import { SearchForm } from '../components/shared/search-form';
import { ListStates } from '../components/shared/states';
import { corruptedCount, shortId, type BookingRow } from '../utils/bookings';

type Pending =
  | { kind: 'status'; booking: BookingRow; status: AdminBookingStatus }
  | { kind: 'delete'; booking: BookingRow }
  | { kind: 'old' }
  | { kind: 'corrupted'; count: number }
  | null;

/** SPEC §2 Admin Bookings. */
export function BookingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('bookings.title'));
  const [query, setQuery] = useState<BookingsQuery>({ page: 1, search: '', status: 'all' });
  const bookings = useBookings(query);
  const [details, setDetails] = useState<BookingRow | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const exporter = useBookingsExport({ search: query.search, status: query.status });

  const changeStatus = useAdminMutation({
    mutationFn: changeBookingStatus,
    success: (answer) => answer.message ?? t('bookings.statusChanged'),
    failure: t('bookings.statusError'),
  });
  const remove = useAdminMutation({
    mutationFn: (booking: BookingRow) => deleteBooking(booking._id),
    success: () => t('bookings.deleted'),
    failure: t('bookings.deleteError'),
  });
  const purgeOld = useAdminMutation({
    mutationFn: deleteOldBookings,
    success: (answer) => answer.message ?? t('bookings.oldDeleted'),
    failure: t('bookings.oldError'),
  });
  const purgeCorrupted = useAdminMutation({
    mutationFn: deleteCorruptedBookings,
    success: (answer) => answer.message ?? t('bookings.corruptedDeleted'),
    failure: t('bookings.corruptedError'),
  });

  const rows = (bookings.data?.data ?? []) as BookingRow[];
  const corrupted = corruptedCount(rows);
  const pagination = bookings.data?.pagination;
  const done = { onSettled: () => setPending(null) };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'status')
      changeStatus.mutate({ id: pending.booking._id, status: pending.status }, done);
    if (pending.kind === 'delete') remove.mutate(pending.booking, done);
    if (pending.kind === 'old') purgeOld.mutate(undefined, done);
    if (pending.kind === 'corrupted') purgeCorrupted.mutate(undefined, done);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('bookings.title')}
        description={pagination ? t('bookings.total', { count: pagination.total }) : undefined}
        actions={
          <>
            <Button variant="outline" loading={exporter.exporting} onClick={() => void exporter.run()}>
              <Download className="size-5" aria-hidden="true" />
              {t('bookings.export')}
            </Button>
            <Button variant="outline" onClick={() => setPending({ kind: 'old' })}>
              <Trash2 className="size-5" aria-hidden="true" />
              {t('bookings.deleteOld')}
            </Button>
            {corrupted > 0 && (
              <Button variant="danger" onClick={() => setPending({ kind: 'corrupted', count: corrupted })}>
                <TriangleAlert className="size-5" aria-hidden="true" />
                {t('bookings.deleteCorrupted', { count: corrupted })}
              </Button>
            )}
          </>
        }
      />
      <SearchForm
        id="bookings-search"
        label={t('bookings.searchLabel')}
        placeholder={t('bookings.searchPlaceholder')}
        onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search }))}
      >
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor="bookings-status">{t('bookings.statusFilter')}</Label>
          <Select
            id="bookings-status"
            value={query.status}
            onChange={(event) =>
              setQuery((q) => ({ ...q, page: 1, status: event.target.value as BookingFilter }))
            }
          >
            {BOOKING_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('bookings.allStatuses') : t(`bookings.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      </SearchForm>
      {corrupted > 0 && (
        <Alert variant="warning" title={t('bookings.corruptedBannerTitle', { count: corrupted })}>
          {t('bookings.corruptedBannerText')}
        </Alert>
      )}
      <ListStates section="bookings" query={bookings} items={bookings.data && rows}>
        {(shown) => (
          <>
            <BookingsTable
              bookings={shown}
              onDetails={setDetails}
              onDelete={(booking) => setPending({ kind: 'delete', booking })}
              onChangeStatus={(booking, status) => setPending({ kind: 'status', booking, status })}
            />
            {pagination && (
              <PrevNextPager
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                onChange={(page) => setQuery((q) => ({ ...q, page }))}
              />
            )}
          </>
        )}
      </ListStates>

      <Dialog open={details !== null} onOpenChange={(open) => !open && setDetails(null)}>
        {details && (
          <DialogContent title={t('bookings.detailsTitle', { id: shortId(details._id) })}>
            <BookingDetails row={details} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        {...confirmTexts(pending, t)}
        tone={pending?.kind === 'status' && pending.status !== 'cancelled' ? 'primary' : 'danger'}
        loading={changeStatus.isPending || remove.isPending || purgeOld.isPending || purgeCorrupted.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

function confirmTexts(pending: Pending, t: TFunction<'admin'>) {
  switch (pending?.kind) {
    case 'status':
      return {
        title: t('bookings.statusConfirmTitle'),
        description: t('bookings.statusConfirm', {
          id: shortId(pending.booking._id),
          name: pending.booking.passengerDetails.fullName,
          status: t(`bookings.statuses.${pending.status}`),
        }),
        confirmLabel: t('bookings.statusConfirmButton'),
      };
    case 'delete':
      return {
        title: t('common.confirmDelete'),
        description: t('bookings.deleteConfirm', {
          id: shortId(pending.booking._id),
          name: pending.booking.passengerDetails.fullName,
        }),
        confirmLabel: t('common.delete'),
      };
    case 'old':
      return {
        title: t('bookings.deleteOld'),
        description: t('bookings.oldConfirm'),
        confirmLabel: t('common.delete'),
      };
    case 'corrupted':
      return {
        title: t('bookings.deleteCorrupted', { count: pending.count }),
        description: t('bookings.corruptedConfirm'),
        confirmLabel: t('common.delete'),
      };
    default:
      return { title: '', description: '', confirmLabel: '' };
  }
}
