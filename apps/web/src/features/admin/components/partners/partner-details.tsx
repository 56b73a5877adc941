import { formatInstant, formatPhone, type Partner } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { PartnerStatusBadge } from './partner-status-badge';

/** SPEC §2 Partners details: name, e-mail, phone, status, message, creation date and time in long format. */
export function PartnerDetails({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation('admin');
  const rows = [
    [t('partners.companyName'), partner.companyName],
    [t('partners.email'), partner.email],
    [t('partners.phone'), formatPhone(partner.phone)],
    [t('partners.status'), <PartnerStatusBadge key="status" status={partner.status} />],
    [t('partners.createdAt'), formatInstant(partner.createdAt, i18n.language, 'dateTime')],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="min-w-0 text-stone-950 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-stone-700">{t('partners.message')}</h3>
        <p className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-wrap text-stone-900">
          {partner.message || t('partners.noMessage')}
        </p>
      </div>
    </div>
  );
}
