import { numberFormat } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';

/** SPEC §1: 24/7 service, 100 % certified companies, over 1 000 people in 2025, 8 000 destinations in 16 countries. */
export function MarketingFigures() {
  const { t, i18n } = useTranslation('home');
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent' });
  const figures = [
    { value: '24/7', label: t('figures.service') },
    { value: percent.format(1), label: t('figures.certified') },
    { value: `${number.format(1000)}+`, label: t('figures.travellers') },
    { value: number.format(8000), label: t('figures.destinations', { countries: 16 }) },
  ];
  return (
    <section aria-labelledby="figures-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="figures-title" className="sr-only">
          {t('figures.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {figures.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-brand-100 sm:text-base">{label}</dt>
              <dd className="text-3xl font-extrabold text-accent-300 sm:text-4xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
