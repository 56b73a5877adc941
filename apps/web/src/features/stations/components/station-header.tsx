import { numberFormat, STATION_RATING, type StationDetail } from '@gbaka/shared';
import { Globe, Mail, MapPin, Phone, Search, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { telHref } from '@/lib/contact';

const action = buttonClasses({ variant: 'outline', size: 'sm', className: 'min-h-11' });

function External({ href, children, label }: { href: string; children: ReactNode; label: string }) {
  return (
    <a href={href} className={action} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** Name, company, decorative rating (SPEC §2: a fixed 4.8 of 5) and the quick actions search, call, e-mail, website. */
export function StationHeader({ station }: { station: StationDetail }) {
  const { t, i18n } = useTranslation('stations');
  const rating = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(STATION_RATING);
  return (
    <header className="space-y-3">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{station.name}</h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700">
        <span>{station.companyName}</span>
        <span className="inline-flex items-center gap-1">
          <Star className="size-4 fill-accent-500 text-accent-600" aria-hidden="true" />
          <span aria-hidden="true">{rating}/5</span>
          <span className="sr-only">{t('rating', { rating })}</span>
        </span>
        {station.address && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {station.address}
          </span>
        )}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('actions.label')}>
        <li>
          <Link to="/" className={action}>
            <Search className="size-4" aria-hidden="true" />
            {t('actions.search')}
          </Link>
        </li>
        {station.phone && (
          <li>
            <a href={telHref(station.phone)} className={action}>
              <Phone className="size-4" aria-hidden="true" />
              {t('actions.call')}
            </a>
          </li>
        )}
        {station.email && (
          <li>
            <a href={`mailto:${station.email}`} className={action}>
              <Mail className="size-4" aria-hidden="true" />
              {t('actions.email')}
            </a>
          </li>
        )}
        {station.website && (
          <li>
            <External href={station.website} label={t('actions.websiteLabel', { name: station.companyName })}>
              <Globe className="size-4" aria-hidden="true" />
              {t('actions.website')}
            </External>
          </li>
        )}
      </ul>
    </header>
  );
}
