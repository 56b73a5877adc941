import { formatFcfa, type CheckoutDetails } from '@gbaka/shared';
import { ArrowLeft, Lock } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTrip } from '../api/trip';
import { HoldCountdown, HoldExpired } from '@/components/hold-countdown';
import { checkoutTotal, OrderSummary } from '../components/checkout/order-summary';
import { PassengerForm } from '../components/checkout/passenger-form';
import { PaymentMethods } from '../components/checkout/payment-methods';
import { PriceChangeDialog } from '../components/checkout/price-change-dialog';
import { useCheckoutPayment } from '../components/checkout/use-checkout-payment';
import { RedirectNotice } from '../components/redirect-notice';
import { parseCheckoutState, type CheckoutState } from '../utils/flow-state';

/** /checkout (SPEC §2, §5 Checkout): passenger details, summary, and the way to the payment page. */
export function CheckoutPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('checkout.title'));
  const location = useLocation();
  const state = parseCheckoutState(location.state);
  if (!state) {
    return (
      <RedirectNotice
        message={t('checkout.missingData')}
        to="/"
        back
        toastTitle={t('checkout.missingDataToast')}
      />
    );
  }
  return <Checkout state={state} />;
}

const FORM_ID = 'checkout-form';

function Checkout({ state }: { state: CheckoutState }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { user } = useSession();
  const outbound = useTrip(state.outbound.routeId);
  const back = useTrip(state.return?.routeId ?? '');
  const payment = useCheckoutPayment(state, { outbound: outbound.data, back: back.data });
  const [expired, setExpired] = useState(false);
  const lastDetails = useRef<CheckoutDetails | null>(null);
  // The total the traveller agreed to when paying: a 409 refetches the trip, so the page's own total may already
  // be the new one by the time the price-change dialog opens.
  const [sentTotal, setSentTotal] = useState<number | null>(null);
  const onExpired = useCallback(() => {
    setExpired(true);
    payment.expire();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadError = outbound.error ?? back.error;
  if (loadError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-10">
        <Alert variant="error" title={t('checkout.tripErrorTitle')}>
          {loadError.message}
        </Alert>
        <Button className="mt-4" variant="outline" onClick={() => void navigate(-1)}>
          {t('checkout.back')}
        </Button>
      </div>
    );
  }
  if (outbound.isPending || (state.return && back.isPending)) return <PageSpinner />;
  const total = checkoutTotal(state, outbound.data, back.data)!;
  const busy = payment.phase !== 'idle';

  const submit = (details: CheckoutDetails, totalPrice = total.total) => {
    lastDetails.current = details;
    setSentTotal(totalPrice);
    setExpired(false);
    void payment.pay(details, totalPrice);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Button variant="ghost" size="sm" onClick={() => void navigate(-1)} disabled={busy}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('checkout.backToSeats')}
      </Button>
      <h1 className="mt-2 text-2xl font-extrabold text-stone-950">{t('checkout.title')}</h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="space-y-6">
          <Card>
            <PassengerForm
              id={FORM_ID}
              user={user}
              seats={state.outbound.seats}
              initial={payment.pending?.passenger}
              onSubmit={(details) => submit(details)}
            />
          </Card>
          <Card>
            <PaymentMethods />
          </Card>
        </div>
        <Card className="space-y-4 lg:sticky lg:top-4">
          <OrderSummary state={state} outbound={outbound.data!} back={back.data} />
          {payment.pending && !expired && (
            <HoldCountdown until={payment.pending.holdExpiresAt} onExpired={onExpired} />
          )}
          {expired && <HoldExpired />}
          {payment.error && <Alert variant="error">{payment.error}</Alert>}
          <Button type="submit" form={FORM_ID} size="lg" variant="accent" className="w-full" loading={busy}>
            {!busy && <Lock className="size-5" aria-hidden="true" />}
            {busy
              ? t(`checkout.phase.${payment.phase}`)
              : t('checkout.pay', { total: formatFcfa(total.total) })}
          </Button>
          <p className="text-center text-xs text-stone-600">{t('checkout.redirectNote')}</p>
        </Card>
      </div>

      <PriceChangeDialog
        newTotal={payment.newTotal}
        shownTotal={sentTotal ?? total.total}
        onCancel={payment.dismissNewTotal}
        onConfirm={(newTotal) => {
          payment.dismissNewTotal();
          if (lastDetails.current) submit(lastDetails.current, newTotal);
        }}
      />
    </div>
  );
}
