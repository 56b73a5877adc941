import { formatFcfa, type CityPair } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';

/** The companies serving the line, cheapest first. */
export function PairCompanies({ pair }: { pair: CityPair }) {
  const { t } = useTranslation('pairs');
  return (
    <section aria-labelledby="pair-companies-title">
      <h2 id="pair-companies-title" className="text-xl font-bold text-stone-950">
        {t('companies.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {pair.companies.map((company) => (
          <li key={company._id} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="font-bold text-stone-950">{company.name}</p>
            <p className="text-sm text-stone-700">
              {t('companies.from', { price: formatFcfa(company.lowestPrice) })} ·{' '}
              {t('companies.departures', { count: company.departures })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
