import { useQuery } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketQrQueryOptions } from '@/lib/booking/ticket';

/** The ticket's QR code, drawn by the API (DESIGN §5); a placeholder when it cannot load (SPEC §2). */
export function QrImage({ bookingId, available }: { bookingId: string; available: boolean }) {
  const { t } = useTranslation('booking');
  const qr = useQuery({ ...ticketQrQueryOptions(bookingId), enabled: available });
  const url = qr.data;
  const [broken, setBroken] = useState(false);

  if (available && url && !broken) {
    return (
      <img
        src={url}
        alt={t('ticket.qrAlt')}
        width={160}
        height={160}
        className="size-40 rounded-lg border border-stone-200 bg-white p-1"
        onError={() => setBroken(true)}
      />
    );
  }
  const loading = available && qr.isPending;
  return (
    <div
      role="img"
      aria-label={loading ? t('ticket.qrLoading') : t('ticket.qrUnavailable')}
      className="flex size-40 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-3 text-center text-xs text-stone-600"
    >
      <QrCode className="size-10 text-stone-400" aria-hidden="true" />
      {loading ? t('ticket.qrLoading') : t('ticket.qrUnavailable')}
    </div>
  );
}
