import type { Company } from '@gbaka/shared';
import { Building2, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCompanies } from '@/lib/catalogue-queries';
import { PARTNER_ADDRESS_MAX, PARTNER_DESCRIPTION_MAX, truncate } from '../utils/truncate';

function PartnerCard({ company }: { company: Company }) {
  const { t } = useTranslation('home');
  return (
    <Link
      to={`/stations/${company._id}`}
      state={{ companyName: company.name }}
      className="flex h-full gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      {company.logo ? (
        <img
          src={company.logo}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-xl object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-lg font-extrabold text-white"
        >
          {company.name.charAt(0)}
        </span>
      )}
      <span className="min-w-0 space-y-1">
        <span className="block font-bold text-stone-950">{company.name}</span>
        {company.description && (
          <span className="block text-sm text-stone-700">
            {truncate(company.description, PARTNER_DESCRIPTION_MAX)}
          </span>
        )}
        {company.address && (
          <span className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            {truncate(company.address, PARTNER_ADDRESS_MAX)}
          </span>
        )}
        <span className="sr-only">{t('partners.seeStation')}</span>
      </span>
    </Link>
  );
}

/**
 * SPEC §2 Home, partner companies grid; §8: "Erreur lors du chargement des compagnies" (or the server's
 * message) with a retry; a network failure shows no toast, the inline message is enough.
 */
export function PartnersGrid() {
  const { t } = useTranslation('home');
  const companies = useCompanies();
  const fallback = t('partners.error');
  useEffect(() => {
    if (companies.error && !(isApiError(companies.error) && companies.error.status === 0)) {
      toast.error(errorMessage(companies.error, fallback));
    }
  }, [companies.error, fallback]);

  let content;
  if (companies.isPending) {
    content = (
      <>
        <p className="sr-only" role="status">
          {t('partners.loading')}
        </p>
        <SkeletonList count={4} className="sm:grid-cols-2 lg:grid-cols-4" />
      </>
    );
  } else if (companies.isError) {
    content = (
      <RetryAlert onRetry={() => void companies.refetch()} retrying={companies.isFetching}>
        {errorMessage(companies.error, fallback)}
      </RetryAlert>
    );
  } else if (companies.data.length === 0) {
    content = <EmptyState Icon={Building2} title={t('partners.empty')} />;
  } else {
    content = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {companies.data.map((company) => (
          <li key={company._id}>
            <PartnerCard company={company} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-6xl px-4 py-8">
      <h2 id="partners-title" className="text-xl font-bold text-stone-950 sm:text-2xl">
        {t('partners.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('partners.lead')}</p>
      <div className="mt-4">{content}</div>
    </section>
  );
}
