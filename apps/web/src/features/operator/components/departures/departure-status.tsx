import type { Departure } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<Departure['status'], string> = {
  scheduled: 'bg-brand-50 text-brand-900',
  delayed: 'bg-amber-100 text-amber-900',
  departed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** Programmé, Retardé (+30 min), Parti or Annulé: in words and colour, never colour alone. */
export function DepartureStatus({ departure }: { departure: Pick<Departure, 'status' | 'delayMinutes'> }) {
  const { t } = useTranslation('operator');
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap', tones[departure.status])}
    >
      {departure.status === 'delayed'
        ? t('status.delayedBy', { minutes: departure.delayMinutes })
        : t(`status.${departure.status}`)}
    </span>
  );
}
