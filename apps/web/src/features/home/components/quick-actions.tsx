import { ChevronRight, Handshake, LifeBuoy, MapPinned, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §2 Home, quick actions. */
const actions = [
  { to: '/profile', key: 'manageBooking', Icon: Ticket },
  { to: '/track-travel', key: 'trackBus', Icon: MapPinned },
  { to: '/help', key: 'help', Icon: LifeBuoy },
  { to: '/partner', key: 'partner', Icon: Handshake },
] as const satisfies readonly { to: string; key: string; Icon: LucideIcon }[];

export function QuickActions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="quick-actions-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="quick-actions-title" className="text-xl font-bold text-stone-950">
        {t('quickActions.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ to, key, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-950">{t(`quickActions.${key}.title`)}</span>
                <span className="block text-sm text-stone-600">{t(`quickActions.${key}.text`)}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
