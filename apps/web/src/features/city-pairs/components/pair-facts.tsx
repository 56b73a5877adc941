import { durationText, formatFcfa, type CityPair } from '@gbaka/shared';
import { Building2, Clock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-stone-700">
        <span className="rounded-full bg-brand-50 p-1.5 text-brand-800">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-bold text-stone-950">{children}</dd>
    </div>
  );
}

/** Fares, journey times and companies of the line, over the coming weeks. */
export function PairFacts({ pair }: { pair: CityPair }) {
  const { t } = useTranslation('pairs');
  return (
    <dl aria-label={t('facts.label')} className="grid gap-3 sm:grid-cols-3">
      <Fact icon={<Wallet className="size-5" aria-hidden="true" />} label={t('facts.fare')}>
        {pair.fare.lowest === pair.fare.highest
          ? formatFcfa(pair.fare.lowest)
          : t('facts.fareRange', {
              lowest: formatFcfa(pair.fare.lowest),
              highest: formatFcfa(pair.fare.highest),
            })}
      </Fact>
      <Fact icon={<Clock className="size-5" aria-hidden="true" />} label={t('facts.duration')}>
        {pair.durationMinutes.lowest === pair.durationMinutes.highest
          ? durationText(pair.durationMinutes.lowest)
          : t('facts.durationRange', {
              lowest: durationText(pair.durationMinutes.lowest),
              highest: durationText(pair.durationMinutes.highest),
            })}
      </Fact>
      <Fact icon={<Building2 className="size-5" aria-hidden="true" />} label={t('facts.companies')}>
        {t('facts.companiesCount', { count: pair.companies.length })}
      </Fact>
    </dl>
  );
}
