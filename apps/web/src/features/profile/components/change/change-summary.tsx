import { formatFcfa } from '@gbaka/shared';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ChangeSummaryProps {
  oldTotal: number;
  newTotal: number;
  free: boolean;
  ready: boolean;
  busy: boolean;
  onConfirm: () => void;
}

/** Step 3 of a change: what it costs (or gives back), then the confirmation. */
export function ChangeSummary({ oldTotal, newTotal, free, ready, busy, onConfirm }: ChangeSummaryProps) {
  const { t } = useTranslation('profile');
  const difference = newTotal - oldTotal;
  const line = free
    ? t('change.free')
    : difference > 0
      ? t('change.toPay', { amount: formatFcfa(difference) })
      : difference < 0
        ? t('change.refunded', { amount: formatFcfa(-difference) })
        : t('change.same');

  return (
    <section
      aria-labelledby="change-summary"
      className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h2 id="change-summary" className="text-lg font-bold text-stone-950">
        {t('change.stepConfirm')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('change.oldTotal')}</dt>
        <dd className="text-right font-semibold text-stone-950">{formatFcfa(oldTotal)}</dd>
        <dt className="text-stone-600">{t('change.newTotal')}</dt>
        <dd className="text-right font-semibold text-stone-950">{formatFcfa(free ? oldTotal : newTotal)}</dd>
      </dl>
      <p className="font-bold text-stone-950" data-testid="change-difference">
        {line}
      </p>
      <Button
        variant="accent"
        className="w-full sm:w-auto"
        disabled={!ready}
        loading={busy}
        onClick={onConfirm}
      >
        {!busy && <ArrowRightLeft className="size-4" aria-hidden="true" />}
        {free || difference <= 0 ? t('change.confirm') : t('change.confirmAndPay')}
      </Button>
    </section>
  );
}
