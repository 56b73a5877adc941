import { formatFcfa, type DrawerClosing } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useReopenDay, useSignOff } from '../api/counter';

/**
 * A closed day: counted, expected, the difference; signed off, or a manager's buttons to sign it off or to reopen
 * it (a late traveller: the agent sells no more once closed, DESIGN §10).
 */
export function ClosingSummary({ closing, canSignOff }: { closing: DrawerClosing; canSignOff: boolean }) {
  const { t } = useTranslation('operator');
  const signOff = useSignOff();
  const reopen = useReopenDay();
  const { difference } = closing;
  const variant = closing.signedOffAt ? 'success' : difference === 0 ? 'info' : 'warning';
  return (
    <Alert
      variant={variant}
      title={closing.signedOffAt ? t('drawer.signedOff') : t('drawer.awaitingSignOff')}
    >
      <p data-testid="closing-summary">
        {t('drawer.closingLine', {
          counted: formatFcfa(closing.countedCash),
          expected: formatFcfa(closing.expectedCash),
          difference: `${difference > 0 ? '+' : ''}${formatFcfa(difference)}`,
        })}
      </p>
      {closing.note && <p>{closing.note}</p>}
      {canSignOff && !closing.signedOffAt && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            loading={signOff.isPending}
            disabled={reopen.isPending}
            onClick={() =>
              signOff.mutate(closing._id, { onSuccess: () => toast.success(t('drawer.signOffDone')) })
            }
          >
            {t('drawer.signOff')}
          </Button>
          <Button
            variant="outline"
            loading={reopen.isPending}
            disabled={signOff.isPending}
            onClick={() =>
              reopen.mutate(closing._id, { onSuccess: () => toast.success(t('drawer.reopenDone')) })
            }
          >
            {t('drawer.reopen')}
          </Button>
        </div>
      )}
    </Alert>
  );
}
