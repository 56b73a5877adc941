import { CircleCheck, CircleHelp, CircleX, Clock, Flag, TimerOff, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@gbaka/shared';
import { cn } from '@/lib/cn';

// Built at render time: see adminNav() for why icons are never read at module level here.
const styles = (): Record<BookingStatus, { icon: LucideIcon; classes: string }> => ({
  pending_payment: { icon: Clock, classes: 'bg-amber-100 text-amber-950' },
  confirmed: { icon: CircleCheck, classes: 'bg-brand-100 text-brand-900' },
  cancelled: { icon: CircleX, classes: 'bg-red-100 text-red-900' },
  completed: { icon: Flag, classes: 'bg-sky-100 text-sky-950' },
});

interface BookingStatusBadgeProps {
  status: string | null | undefined;
  /** A cancelled booking whose hold ran out ('payment_timeout') reads "Expirée", not "Annulée" (issue 16). */
  cancelReason?: string | null;
}

/** A status with its icon (SPEC §2 Bookings), so that it is not told by colour alone. */
export function BookingStatusBadge({ status, cancelReason }: BookingStatusBadgeProps) {
  const { t } = useTranslation('admin');
  const all = styles();
  const known = status && Object.hasOwn(all, status) ? (status as BookingStatus) : undefined;
  const expired = known === 'cancelled' && cancelReason === 'payment_timeout';
  const style = expired
    ? { icon: TimerOff, classes: 'bg-stone-200 text-stone-900' }
    : known
      ? all[known]
      : { icon: CircleHelp, classes: 'bg-stone-100 text-stone-800' };
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        style.classes,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {expired
        ? t('bookings.statuses.expired')
        : known
          ? t(`bookings.statuses.${known}`)
          : t('bookings.statuses.unknown')}
    </span>
  );
}
