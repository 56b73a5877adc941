import { formatInstant, type BoardingPack } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { LocalScan } from '../utils/check-ticket';

/** Every paid seat: who, and boarded (when) or still expected; the missing first, as the conductor calls them. */
export function PassengerList({ pack, scans }: { pack: BoardingPack; scans: readonly LocalScan[] }) {
  const { t, i18n } = useTranslation('operator');
  const rows = pack.manifest
    .map((r) => {
      const local = scans.find((s) => s.seat === r.seat);
      const at = local?.scannedAt ?? r.boardedAt;
      return { ...r, boarded: r.boarded || Boolean(local), at };
    })
    .sort((a, b) => Number(a.boarded) - Number(b.boarded) || a.seat - b.seat);
  return (
    <details className="rounded-xl border border-stone-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-stone-900">
        {t('boarding.passengers', { count: rows.length })}
      </summary>
      <ul className="divide-y divide-stone-100 text-sm">
        {rows.map((r) => (
          <li key={r.seat} className="flex items-center gap-3 px-4 py-2">
            <span className="w-10 font-mono font-bold text-stone-700">{r.seat}</span>
            <span className="flex-1">{r.passenger}</span>
            <span className={cn('text-xs font-semibold', r.boarded ? 'text-brand-800' : 'text-amber-800')}>
              {r.boarded
                ? t('boarding.boardedAt', { time: r.at ? formatInstant(r.at, i18n.language, 'time') : '' })
                : t('boarding.waiting')}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
