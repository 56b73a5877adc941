import { formatDay, formatFcfa, type AdminBookingStatus } from '@gbaka/shared';
import { Eye, Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { isBookingCorrupted, legLine, shortId, statusChoices, type BookingRow } from '../../utils/bookings';
import { StatusMenu } from './status-menu';

interface BookingsTableProps {
  bookings: readonly BookingRow[];
  onDetails: (booking: BookingRow) => void;
  onDelete: (booking: BookingRow) => void;
  onChangeStatus: (booking: BookingRow, status: AdminBookingStatus) => void;
}

const small = 'block text-xs text-stone-700';

/** SPEC §2 Bookings: corrupted rows in red with a warning icon. */
export function BookingsTable({ bookings, onDetails, onDelete, onChangeStatus }: BookingsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const passenger = (booking: BookingRow) => booking.passengerDetails.fullName;
  const columns: Column<BookingRow>[] = [
    {
      id: 'id',
      header: t('bookings.id'),
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (booking) => (
        <>
          <span className="inline-flex items-center gap-1" title={booking._id}>
            {isBookingCorrupted(booking) && (
              <TriangleAlert
                className="size-4 text-red-700"
                aria-label={t('bookings.corruptedRow')}
                role="img"
              />
            )}
            {shortId(booking._id)}
          </span>
          <span className="block text-stone-700">{booking.reference}</span>
        </>
      ),
    },
    { id: 'passenger', header: t('bookings.passenger'), rowHeader: true, cell: passenger },
    {
      id: 'route',
      header: t('bookings.route'),
      cell: (booking) => {
        const returnLine = legLine(booking.returnRoute);
        return (
          <>
            <span className="whitespace-nowrap">
              {legLine(booking.outboundRoute) || t('bookings.missing')}
            </span>
            {returnLine && (
              <span className={`${small} whitespace-nowrap`}>
                {t('bookings.returnLine', { route: returnLine })}
              </span>
            )}
          </>
        );
      },
    },
    {
      id: 'date',
      header: t('bookings.date'),
      cell: ({ outboundRoute: outbound }) => (
        <>
          {outbound?.departureDate
            ? formatDay(outbound.departureDate, i18n.language, 'long')
            : t('bookings.missing')}
          {outbound?.departureTime && <span className={small}>{outbound.departureTime}</span>}
        </>
      ),
    },
    {
      id: 'seats',
      header: t('bookings.seats'),
      className: 'tabular-nums',
      cell: (booking) => booking.selectedSeats.join(', '),
    },
    {
      id: 'price',
      header: t('bookings.price'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (booking) => formatFcfa(booking.totalPrice),
    },
    {
      id: 'status',
      header: t('bookings.status'),
      cell: (booking) => (
        <StatusMenu
          status={booking.status}
          cancelReason={booking.cancelReason}
          label={t('bookings.changeStatusLabel', { id: shortId(booking._id), name: passenger(booking) })}
          choices={statusChoices(booking)}
          onChoose={(status) => onChangeStatus(booking, status)}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('bookings.tableLabel')}
      minWidth="min-w-[56rem]"
      rows={bookings}
      rowKey={(booking) => booking._id}
      rowTone={(booking) => (isBookingCorrupted(booking) ? 'danger' : 'default')}
      columns={columns}
      actions={{
        header: t('common.actions'),
        of: (booking) => [
          {
            icon: Eye,
            label: t('bookings.detailsLabel', { name: passenger(booking) }),
            onSelect: () => onDetails(booking),
          },
          {
            icon: Trash2,
            tone: 'danger',
            label: t('bookings.deleteLabel', { name: passenger(booking) }),
            onSelect: () => onDelete(booking),
          },
        ],
      }}
    />
  );
}
