import { Headset, ShieldCheck, Smartphone, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const blurbs = [
  { key: 'mobileMoney', Icon: Smartphone },
  { key: 'eTicket', Icon: Ticket },
  { key: 'certified', Icon: ShieldCheck },
  { key: 'support', Icon: Headset },
] as const satisfies readonly { key: string; Icon: LucideIcon }[];

/** Why book with Gbaka; large screens only (SPEC §2), phones go straight from the lists to the partners. */
export function FeatureBlurbs() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="blurbs-title" className="mx-auto hidden max-w-6xl px-4 py-10 lg:block">
      <h2 id="blurbs-title" className="text-2xl font-bold text-stone-950">
        {t('blurbs.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-4 gap-6">
        {blurbs.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <Icon className="size-8 text-accent-700" aria-hidden="true" />
            <h3 className="mt-3 font-bold text-stone-950">{t(`blurbs.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-stone-700">{t(`blurbs.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
