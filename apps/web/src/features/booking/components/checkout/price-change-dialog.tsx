import { formatFcfa } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

interface PriceChangeDialogProps {
  newTotal: number | null;
  shownTotal: number;
  onConfirm: (total: number) => void;
  onCancel: () => void;
}

/** A 409 with `currentTotal` (DESIGN §4): the price changed since the page loaded; nothing is booked until confirmed. */
export function PriceChangeDialog({ newTotal, shownTotal, onConfirm, onCancel }: PriceChangeDialogProps) {
  const { t } = useTranslation('booking');
  return (
    <Dialog open={newTotal !== null} onOpenChange={(open) => !open && onCancel()}>
      {newTotal !== null && (
        <DialogContent title={t('checkout.priceChangedTitle')} description={t('checkout.priceChangedText')}>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-stone-700">{t('checkout.oldTotal')}</dt>
              <dd className="text-stone-700 line-through">{formatFcfa(shownTotal)}</dd>
            </div>
            <div className="flex justify-between text-base">
              <dt className="font-bold">{t('checkout.newTotal')}</dt>
              <dd className="font-extrabold text-brand-800">{formatFcfa(newTotal)}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('checkout.cancel')}</Button>
            </DialogClose>
            <Button onClick={() => onConfirm(newTotal)}>
              {t('checkout.confirmNewTotal', { total: formatFcfa(newTotal) })}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
