import { cityPairPath, citySlug, formatFcfa, type CityPairLink } from '@gbaka/shared';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCityPairs } from '../api/city-pair';

const SUGGESTIONS = 8;

/** Lines that share a city with the pair asked for first, then the others, at most a few. */
export function suggestedLines(lines: CityPairLink[], from: string, to: string): CityPairLink[] {
  const near = (line: CityPairLink) =>
    [line.from, line.to].some((city) => [from, to].includes(citySlug(city))) ? 0 : 1;
  return [...lines].sort((a, b) => near(a) - near(b)).slice(0, SUGGESTIONS);
}

/** An unknown pair: says so, and offers lines that exist (issue 20). */
export function PairNotFound({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('pairs');
  const lines = useCityPairs(true);
  const suggestions = suggestedLines(lines.data ?? [], from, to);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <MapPinOff className="size-14 text-accent-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-extrabold text-stone-950">{t('notFound.title')}</h1>
      {suggestions.length > 0 && (
        <>
          <p className="mt-3 text-stone-800">{t('notFound.text')}</p>
          <ul className="mt-4 grid w-full gap-2 text-left sm:grid-cols-2">
            {suggestions.map((line) => (
              <li key={`${line.from}-${line.to}`}>
                <Link
                  to={cityPairPath(line.from, line.to)}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2 hover:border-brand-600"
                >
                  <span className="font-semibold text-stone-950">
                    {line.from} → {line.to}
                  </span>
                  <span className="text-sm whitespace-nowrap text-stone-700">
                    {t('notFound.from', { price: formatFcfa(line.lowestPrice) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/routes" className={buttonClasses({ className: 'mt-8' })}>
        {t('notFound.allRoutes')}
      </Link>
    </section>
  );
}
