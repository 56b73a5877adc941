import { bookingTotal, formatFcfa } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { feeRateText } from '../utils/fee-rate';

interface SeatFeeLinesProps {
  seats: number;
  /** Per seat; the outbound's on a round trip's return leg. Undefined while it loads. */
  outboundPrice: number | undefined;
  returnPrice?: number;
  /** The outbound of a round trip: the fee is on the total of both legs, not known yet. */
  feeLater: boolean;
}

/** The service fee and the total as checkout will charge them (issue 16: the fee is not first met at checkout). */
export function SeatFeeLines({ seats, outboundPrice, returnPrice, feeLater }: SeatFeeLinesProps) {
  const { t, i18n } = useTranslation('booking');
  const rate = feeRateText(i18n.language);
  if (feeLater) return <p className="text-xs text-stone-600">{t('summary.feeLater', { rate })}</p>;
  if (seats === 0 || outboundPrice === undefined) return null;
  const total = bookingTotal({ seats, outboundPrice, returnPrice });
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt className="text-stone-700">{t('summary.fee', { rate })}</dt>
        <dd className="text-right font-semibold text-stone-950">{formatFcfa(total.fee)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="font-bold text-stone-950">{t('summary.total')}</dt>
        <dd className="text-right font-extrabold text-brand-800" data-testid="seat-total">
          {formatFcfa(total.total)}
        </dd>
      </div>
    </>
  );
}
