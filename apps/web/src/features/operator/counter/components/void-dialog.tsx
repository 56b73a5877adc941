import { formatFcfa, type DrawerSale } from '@gbaka/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { useVoidSale } from '../api/counter';

/** Voids a sale with its reason (audited; the seats go back on sale and the ticket is refused at boarding). */
export function VoidDialog({ sale, onClose }: { sale: DrawerSale | null; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const voidSale = useVoidSale();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sale) return;
    if (!reason.trim()) {
      setError(t('drawer.reasonRequired'));
      return;
    }
    try {
      await voidSale.mutateAsync({ id: sale.bookingId, reason });
      toast.success(t('drawer.voidDone', { reference: sale.reference }));
      close();
    } catch (failure) {
      setError(errorText(failure as Error) ?? t('counter.saleFailed'));
    }
  }

  return (
    <Dialog open={sale !== null} onOpenChange={(open) => !open && close()}>
      {sale && (
        <DialogContent
          title={t('drawer.voidTitle', { reference: sale.reference })}
          description={t('drawer.voidDescription', { amount: formatFcfa(sale.amount) })}
        >
          <form onSubmit={submit} className="space-y-4">
            <Field id="void-reason" label={t('drawer.reason')}>
              {(control) => (
                <Input {...control} autoFocus value={reason} onChange={(e) => setReason(e.target.value)} />
              )}
            </Field>
            {error && <Alert variant="error">{error}</Alert>}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={close}>
                {t('drawer.keep')}
              </Button>
              <Button type="submit" variant="danger" loading={voidSale.isPending}>
                {t('drawer.confirmVoid')}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
