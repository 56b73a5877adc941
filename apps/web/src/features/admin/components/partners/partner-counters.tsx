import type { PartnerCounts } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '../../utils/numbers';

const COUNTERS = [
  { key: 'total', classes: 'border-stone-200 bg-white' },
  { key: 'pending', classes: 'border-amber-200 bg-amber-50' },
  { key: 'approved', classes: 'border-brand-200 bg-brand-50' },
  { key: 'rejected', classes: 'border-red-200 bg-red-50' },
] as const;

/** SPEC §2 Partners: total, "En attente", "Approuvés", "Rejetés". */
export function PartnerCounters({ counts }: { counts?: PartnerCounts }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {COUNTERS.map(({ key, classes }) => (
        <div key={key} className={cn('rounded-2xl border p-4', classes)}>
          <dt className="text-sm font-semibold text-stone-700">{t(`partners.counters.${key}`)}</dt>
          <dd className="text-2xl font-extrabold text-stone-950 tabular-nums">
            {counts ? formatNumber(counts[key]) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
