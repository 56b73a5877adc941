import { PAYMENT_DISPLAY, type PaymentDisplayStatus } from '@gbaka/shared';
import { Ban, CircleCheck, CircleHelp, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const LOOK = {
  green: { icon: 'bg-brand-100 text-brand-800', banner: 'border-brand-300 bg-brand-50 text-brand-950' },
  yellow: { icon: 'bg-amber-100 text-amber-800', banner: 'border-amber-300 bg-amber-50 text-amber-950' },
  red: { icon: 'bg-red-100 text-red-800', banner: 'border-red-300 bg-red-50 text-red-950' },
  gray: { icon: 'bg-stone-200 text-stone-700', banner: 'border-stone-300 bg-stone-100 text-stone-900' },
} as const;

const ICONS: Record<PaymentDisplayStatus, typeof CircleCheck> = {
  success: CircleCheck,
  pending: Clock,
  failed: CircleX,
  cancelled: Ban,
  unknown: CircleHelp,
};

/** Status icon, title and banner of the confirmation page (SPEC §2, §4 Payment display status). */
export function StatusHeader({ status, children }: { status: PaymentDisplayStatus; children?: ReactNode }) {
  const { t } = useTranslation(['booking', 'messages']);
  const { title, tone } = PAYMENT_DISPLAY[status];
  const Icon = ICONS[status];
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <div className={cn('rounded-full p-3', LOOK[tone].icon)} aria-hidden="true">
        <Icon className="size-10" />
      </div>
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t(`messages:${title}`)}</h1>
      <div
        role={status === 'failed' ? 'alert' : 'status'}
        className={cn('w-full rounded-lg border p-3 text-left text-sm sm:text-center', LOOK[tone].banner)}
      >
        <p>{t(`confirmation.banner.${status}`)}</p>
        {children}
      </div>
    </header>
  );
}
