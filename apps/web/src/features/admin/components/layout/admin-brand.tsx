import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusIcon } from '@/components/layout/brand';

/** The logo, a link to /admin (SPEC §2 Admin). */
export function AdminBrand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin"
      onClick={onNavigate}
      className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-white"
    >
      <BusIcon className="size-8 rounded-md bg-white p-0.5" />
      <span>
        Gbaka <span className="text-sm font-semibold text-accent-300">{t('layout.backOffice')}</span>
      </span>
    </Link>
  );
}
