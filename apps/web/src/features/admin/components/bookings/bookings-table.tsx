import type { AdminBookingStatus } from '@gbaka/shared';
import { Eye, Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLongDate, formatPrice } from '@/lib/format';
import { isBookingCorrupted, legLine, shortId, statusChoices, type BookingRow } from '../../utils/bookings';
import { IconButton } from '@/components/ui/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';
import { StatusMenu } from './status-menu';

interface BookingsTableProps {
  bookings: readonly BookingRow[];
  onDetails: (booking: BookingRow) => void;
  onDelete: (booking: BookingRow) => void;
  onChangeStatus: (booking: BookingRow, status: AdminBookingStatus) => void;
}

/** SPEC §2 Bookings: corrupted rows in red with a warning icon. */
export function BookingsTable({ bookings, onDetails, onDelete, onChangeStatus }: BookingsTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <TableCard label={t('bookings.tableLabel')} minWidth="min-w-[56rem]">
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('bookings.id')}
          </th>
          <th scope="col" className={thClasses}>
            {t('bookings.passenger')}
          </th>
          <th scope="col" className={thClasses}>
            {t('bookings.route')}
          </th>
          <th scope="col" className={thClasses}>
            {t('bookings.date')}
          </th>
          <th scope="col" className={thClasses}>
            {t('bookings.seats')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('bookings.price')}
          </th>
          <th scope="col" className={thClasses}>
            {t('bookings.status')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => {
          const corrupted = isBookingCorrupted(booking);
          const choices = statusChoices(booking);
          const passenger = booking.passengerDetails.fullName;
          const outbound = booking.outboundRoute;
          const returnLine = legLine(booking.returnRoute);
          return (
            <tr key={booking._id} className={corrupted ? 'bg-red-50' : 'hover:bg-stone-50'}>
              <td className={cn(tdClasses, 'font-mono text-xs whitespace-nowrap')}>
                <span className="inline-flex items-center gap-1" title={booking._id}>
                  {corrupted && (
                    <TriangleAlert
                      className="size-4 text-red-700"
                      aria-label={t('bookings.corruptedRow')}
                      role="img"
                    />
                  )}
                  {shortId(booking._id)}
                </span>
                <span className="block text-stone-700">{booking.reference}</span>
              </td>
              <th scope="row" className={cn(tdClasses, 'font-semibold')}>
                {passenger}
              </th>
              <td className={tdClasses}>
                <span>{legLine(outbound) || t('bookings.missing')}</span>
                {returnLine && (
                  <span className="block text-xs whitespace-nowrap text-stone-700">
                    {t('bookings.returnLine', { route: returnLine })}
                  </span>
                )}
              </td>
              <td className={cn(tdClasses, 'whitespace-nowrap')}>
                {outbound?.departureDate
                  ? formatLongDate(outbound.departureDate, i18n.language)
                  : t('bookings.missing')}
                {outbound?.departureTime && (
                  <span className="block text-xs text-stone-700">{outbound.departureTime}</span>
                )}
              </td>
              <td className={cn(tdClasses, 'tabular-nums')}>{booking.selectedSeats.join(', ')}</td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap tabular-nums')}>
                {formatPrice(booking.totalPrice)}
              </td>
              <td className={tdClasses}>
                <StatusMenu
                  status={booking.status}
                  label={t('bookings.changeStatusLabel', { id: shortId(booking._id), name: passenger })}
                  choices={choices}
                  onChoose={(status) => onChangeStatus(booking, status)}
                />
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
                <div className="inline-flex items-center gap-1">
                  <IconButton
                    icon={Eye}
                    label={t('bookings.detailsLabel', { name: passenger })}
                    onClick={() => onDetails(booking)}
                  />
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={t('bookings.deleteLabel', { name: passenger })}
                    onClick={() => onDelete(booking)}
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableCard>
  );
}
