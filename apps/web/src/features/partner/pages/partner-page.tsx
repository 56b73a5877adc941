import { Handshake, LayoutDashboard, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { PartnerForm } from '../components/partner-form';

const benefits = [
  { key: 'sales', Icon: TrendingUp },
  { key: 'travellers', Icon: Users },
  { key: 'management', Icon: LayoutDashboard },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

/** SPEC §2 Partner application: hero, three benefits, form. */
export function PartnerPage() {
  const { t } = useTranslation('partner');
  usePageMeta({
    title: t('title'),
    description: t('meta.description'),
    path: '/partner',
    breadcrumbs: [{ name: t('title'), path: '/partner' }],
  });
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <Handshake className="size-10 text-accent-300" aria-hidden="true" />
          <h1 className="mt-3 max-w-2xl text-2xl font-extrabold sm:text-4xl">{t('hero.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{t('hero.lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="sr-only">
            {t('benefits.title')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {benefits.map(({ key, Icon }) => (
              <li key={key}>
                <Card className="h-full">
                  <Icon className="size-8 text-accent-700" aria-hidden="true" />
                  <h3 className="mt-3 font-bold text-stone-950">{t(`benefits.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-stone-700">{t(`benefits.${key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <Card className="mt-8 max-w-2xl">
          <PartnerForm />
        </Card>
      </div>
    </>
  );
}
