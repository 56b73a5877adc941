import { bookingTotal, formatFcfa, type Trip } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { feeRateText } from '../../utils/fee-rate';
import type { CheckoutState } from '../../utils/flow-state';
import { LegSummary } from '../trip-summary';

/** The total the traveller pays (DESIGN §4), from the trips as loaded now; null until they are. */
export function checkoutTotal(state: CheckoutState, outbound?: Trip, back?: Trip) {
  if (!outbound || (state.return && !back)) return null;
  return bookingTotal({
    seats: state.outbound.seats.length,
    outboundPrice: outbound.price,
    returnPrice: back?.price,
  });
}

interface OrderSummaryProps {
  state: CheckoutState;
  outbound: Trip;
  back?: Trip;
}

/** Legs, seats, subtotal, the 6.5 % service fee and the total (SPEC §2 /checkout). */
export function OrderSummary({ state, outbound, back }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('booking');
  const total = checkoutTotal(state, outbound, back)!;
  const seats = state.outbound.seats.length;
  const rate = feeRateText(i18n.language);
  return (
    <section aria-labelledby="order-summary-title" className="space-y-4">
      <h2 id="order-summary-title" className="text-lg font-bold text-stone-950">
        {t('summary.title')}
      </h2>
      <LegSummary
        leg={outbound}
        label={state.return ? t('summary.outbound') : t('summary.trip')}
        seats={state.outbound.seats}
      />
      {back && state.return && (
        <LegSummary leg={back} label={t('summary.return')} seats={state.return.seats} />
      )}
      <dl className="space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-700">
            {t('summary.seatsTimesPrice', {
              count: seats,
              price: formatFcfa(outbound.price + (back?.price ?? 0)),
            })}
          </dt>
          <dd className="text-right font-semibold text-stone-950">{formatFcfa(total.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-700">{t('summary.fee', { rate })}</dt>
          <dd className="text-right font-semibold text-stone-950">{formatFcfa(total.fee)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base">
          <dt className="font-bold text-stone-950">{t('summary.total')}</dt>
          <dd className="text-right text-lg font-extrabold text-brand-800" data-testid="checkout-total">
            {formatFcfa(total.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
