import { CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A brand mark drawn in place: no image request, readable offline, and no third-party logo files. */
function Mark({ bg, fg, children }: { bg: string; fg: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 32" className="h-8 w-12 shrink-0 rounded" aria-hidden="true">
      <rect width="48" height="32" rx="5" fill={bg} />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="11"
        fontWeight="800"
        fill={fg}
      >
        {children}
      </text>
    </svg>
  );
}

/**
 * The ways to pay (SPEC §1, §2 /checkout). They are chosen on the provider's secure page, so this is a display,
 * not a choice: pretending to choose here and then asking again there would confuse.
 */
export function PaymentMethods() {
  const { t } = useTranslation(['booking', 'messages']);
  const methods = [
    {
      key: 'orange',
      label: t('messages:paymentMethodOrangeMoney'),
      mark: (
        <Mark bg="#ff7900" fg="#000">
          OM
        </Mark>
      ),
    },
    {
      key: 'mtn',
      label: t('messages:paymentMethodMtnMomo'),
      mark: (
        <Mark bg="#ffcc00" fg="#00375a">
          MoMo
        </Mark>
      ),
    },
    {
      key: 'moov',
      label: t('messages:paymentMethodMoovMoney'),
      mark: (
        <Mark bg="#0066b3" fg="#fff">
          Moov
        </Mark>
      ),
    },
    {
      key: 'card',
      label: t('messages:paymentMethodCard'),
      mark: (
        <span
          className="flex h-8 w-12 items-center justify-center rounded bg-stone-800 text-white"
          aria-hidden="true"
        >
          <CreditCard className="size-5" />
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="payment-methods-title" className="space-y-3">
      <h2 id="payment-methods-title" className="text-lg font-bold text-stone-950">
        {t('checkout.methodsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {methods.map((method) => (
          <li
            key={method.key}
            className="flex items-center gap-2 rounded-lg border border-stone-200 bg-white p-2 text-sm font-semibold text-stone-900"
          >
            {method.mark}
            {method.label}
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('checkout.methodsText')}
      </p>
    </section>
  );
}
