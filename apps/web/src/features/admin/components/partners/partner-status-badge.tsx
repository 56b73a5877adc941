import type { PartnerStatus } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const CLASSES: Record<PartnerStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap', CLASSES[status])}>
      {t(`partners.statuses.${status}`)}
    </span>
  );
}
