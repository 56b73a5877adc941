import { numberFormat } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/back-office/page-header';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorCompany } from '../api/company';
import { operatorNavFor } from '../components/layout/operator-nav';

/** The workspace's welcome: the company, the caller's role there and their screens. */
export function OperatorHomePage() {
  const { t, i18n } = useTranslation('operator');
  const { data } = useOperatorCompany();
  useDocumentTitle(t('layout.workspace'));
  if (!data) return null;
  const rate = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    data.commissionRate / 10_000,
  );
  const links = operatorNavFor(data.role).filter((item) => item.to !== '/operator/home');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('home.title', { company: data.company.name })}
        description={t('home.subtitle', { role: t(`roles.${data.role}`) })}
      />
      {data.role === 'manager' && <p className="text-stone-700">{t('home.commission', { rate })}</p>}
      {links.length > 0 && (
        <section aria-labelledby="operator-shortcuts" className="space-y-3">
          <h2 id="operator-shortcuts" className="text-lg font-bold text-stone-900">
            {t('home.shortcuts')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {links.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Card className="p-0">
                  <Link
                    to={to}
                    className="flex min-h-14 items-center gap-3 rounded-xl px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <Icon className="size-6 shrink-0" aria-hidden="true" />
                    {t(label)}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
