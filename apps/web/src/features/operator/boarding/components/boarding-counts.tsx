import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Boarded, expected and missing, large enough to read at a glance in the bus door. */
export function BoardingCounts({
  boarded,
  expected,
  missing,
}: {
  boarded: number;
  expected: number;
  missing: number;
}) {
  const { t } = useTranslation('operator');
  const tiles = [
    { key: 'boarded', value: boarded, tone: 'bg-brand-50 text-brand-900 border-brand-200' },
    { key: 'expected', value: expected, tone: 'bg-white text-stone-900 border-stone-200' },
    { key: 'missing', value: missing, tone: 'bg-amber-50 text-amber-950 border-amber-200' },
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2" data-testid="boarding-counts">
      {tiles.map((tile) => (
        <div key={tile.key} className={cn('rounded-xl border p-3 text-center', tile.tone)}>
          <dt className="text-xs font-semibold tracking-wide uppercase">
            {t(`boarding.counts.${tile.key}`)}
          </dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid={`count-${tile.key}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
