import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusIcon } from '@/components/layout/brand';

/** The logo and the company's name, a link to the workspace's first screen. */
export function OperatorBrand({ company, onNavigate }: { company: string; onNavigate?: () => void }) {
  const { t } = useTranslation('operator');
  return (
    <Link
      to="/operator"
      onClick={onNavigate}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg text-white"
    >
      <BusIcon className="size-8 shrink-0 rounded-md bg-white p-0.5" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-lg font-extrabold">{company}</span>
        <span className="text-xs font-semibold text-accent-300">{t('layout.workspace')}</span>
      </span>
    </Link>
  );
}
