import { cityPairPath, durationText, formatFcfa, type CityPair } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { searchPath } from '@/lib/booking/search-state';
import { faqJsonLd } from '@/lib/seo/structured-data';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useCityPair } from '../api/city-pair';
import { PairCompanies } from '../components/pair-companies';
import { PairDepartures } from '../components/pair-departures';
import { PairFaq } from '../components/pair-faq';
import { PairFacts } from '../components/pair-facts';
import { PairNotFound } from '../components/pair-not-found';
import { HydrationSlice } from '@/lib/hydration-slices';

/** /trajets/{from}/{to} (DESIGN §12): the page of the line between two cities, for travellers and search engines. */
export function CityPairPage() {
  const { t } = useTranslation('pairs');
  const { from = '', to = '' } = useParams();
  const pair = useCityPair(from, to);
  if (pair.isPending) return <PageSpinner label={t('loading')} />;
  if (pair.isError) {
    if (isApiError(pair.error) && [400, 404].includes(pair.error.status)) {
      return <PairNotFound from={from} to={to} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RetryAlert onRetry={() => void pair.refetch()} retrying={pair.isFetching}>
          {errorMessage(pair.error, t('errors.load'))}
        </RetryAlert>
      </div>
    );
  }
  return <CityPairContent pair={pair.data} />;
}

function CityPairContent({ pair }: { pair: CityPair }) {
  const { t } = useTranslation('pairs');
  const names = { from: pair.from.name, to: pair.to.name };
  const fare = { lowest: formatFcfa(pair.fare.lowest), highest: formatFcfa(pair.fare.highest) };
  const duration = {
    lowest: durationText(pair.durationMinutes.lowest),
    highest: durationText(pair.durationMinutes.highest),
  };
  const faq = [
    { question: t('faq.price.question', names), answer: t('faq.price.answer', fare) },
    { question: t('faq.duration.question'), answer: t('faq.duration.answer', duration) },
    {
      question: t('faq.companies.question', names),
      answer: t('faq.companies.answer', { companies: pair.companies.map((c) => c.name).join(', ') }),
    },
    { question: t('faq.ticket.question'), answer: t('faq.ticket.answer') },
  ];
  const path = cityPairPath(pair.from.name, pair.to.name);
  usePageMeta({
    title: t('title', names),
    description: t('meta.description', {
      ...names,
      companies: pair.companies.length,
      price: fare.lowest,
      duration: duration.lowest,
    }),
    path,
    languageAlternates: true,
    breadcrumbs: [
      { name: t('breadcrumb'), path: '/routes' },
      { name: t('title', names), path },
    ],
    structuredData: [faqJsonLd(faq)],
  });
  const firstDay = pair.departures[0]?.departureDate;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <HydrationSlice>
        <header className="space-y-3">
          <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('heading', names)}</h1>
          <div className="flex flex-wrap gap-3">
            {firstDay && (
              <Link
                to={searchPath({
                  ...names,
                  departureDate: firstDay,
                  passengers: '1 Adult',
                  tripType: 'oneWay',
                  departureTime: 'all',
                  companyName: 'all',
                })}
                className={buttonClasses({ variant: 'accent' })}
              >
                {t('search')}
              </Link>
            )}
            <Link
              to={cityPairPath(pair.to.name, pair.from.name)}
              className={buttonClasses({ variant: 'outline' })}
            >
              {t('reverse', names)}
            </Link>
          </div>
        </header>
      </HydrationSlice>
      <HydrationSlice>
        <PairFacts pair={pair} />
      </HydrationSlice>
      <HydrationSlice>
        <PairDepartures pair={pair} />
      </HydrationSlice>
      <HydrationSlice>
        <PairCompanies pair={pair} />
      </HydrationSlice>
      <HydrationSlice>
        <PairFaq title={t('faq.title')} entries={faq} />
      </HydrationSlice>
    </div>
  );
}
