import { formatFcfa } from '@gbaka/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { openReceipt, useSaleStatus, type SaleAnswer } from '../api/counter';

/**
 * After "Encaisser": the reference and the receipt, opened at once for a cash sale (to print); a mobile-money sale
 * waits here for the payer's approval, then opens its receipt. "Vente suivante" (focused) starts a clean sale.
 */
export function SaleDone({ sale, onNext }: { sale: SaleAnswer; onNext: () => void }) {
  const { t } = useTranslation('operator');
  const status = useSaleStatus(sale.status === 'pending_payment' ? sale._id : null);
  const paid = sale.status === 'confirmed' || status.data?.status === 'confirmed';
  const [receiptError, setReceiptError] = useState(false);
  const opened = useRef(false);

  const print = () => {
    setReceiptError(false);
    openReceipt(sale._id).catch(() => setReceiptError(true));
  };
  useEffect(() => {
    if (paid && !opened.current) {
      opened.current = true;
      print();
    }
    // print is stable enough: it only reads the sale's id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  return (
    <div className="space-y-4" aria-live="polite">
      {paid ? (
        <Alert variant="success" title={t('counter.sold', { reference: sale.reference })}>
          {t('counter.soldDetail', {
            total: formatFcfa(sale.totalPrice),
            seats: sale.selectedSeats.join(', '),
          })}
        </Alert>
      ) : status.data?.status === 'cancelled' ? (
        <Alert variant="error" title={t('counter.mobileFailed')} />
      ) : (
        <Alert variant="info" title={t('counter.waitingMobile', { reference: sale.reference })}>
          {t('counter.waitingMobileDetail')}{' '}
          {sale.paymentUrl && (
            <a className="font-semibold underline" href={sale.paymentUrl} target="_blank" rel="noreferrer">
              {t('counter.paymentPage')}
            </a>
          )}
        </Alert>
      )}
      {receiptError && <Alert variant="error">{t('counter.receiptFailed')}</Alert>}
      <div className="flex flex-wrap gap-3">
        {paid && (
          <Button variant="outline" onClick={print}>
            {t('counter.printReceipt')}
          </Button>
        )}
        <Button autoFocus onClick={onNext}>
          {t('counter.nextSale')}
        </Button>
      </div>
    </div>
  );
}
