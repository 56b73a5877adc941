import { todayIso } from '@gbaka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { fetchAllBookings, type BookingsQuery } from '../../api/bookings';
import { bookingCsvRows } from '../../utils/bookings';
import { downloadText, toCsv } from '../../utils/csv';

/** The CSV export of the filtered list, every page of it, built and saved in the browser. */
export function useBookingsExport(query: Omit<BookingsQuery, 'page'>) {
  const { t } = useTranslation('admin');
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const bookings = await fetchAllBookings(query);
      const header = t('bookings.csvHeader', { returnObjects: true }) as string[];
      const rows = bookingCsvRows(bookings, {
        status: (status) => t(`bookings.statuses.${status}`, { defaultValue: status }),
      });
      downloadText(toCsv(header, rows), `reservations-${todayIso()}.csv`);
      toast.success(t('bookings.exported', { count: bookings.length }));
    } catch (error) {
      toast.error(errorMessage(error, t('bookings.exportError')));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
