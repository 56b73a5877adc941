import {
  COOKIE_MAX_AGE_DAYS,
  parseCookiePreferences,
  type CookieCategory,
  type CookiePreferences,
} from '@gbaka/shared';
import { Info } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  acceptAllCookies,
  readCookiePreferences,
  refuseOptionalCookies,
  saveCookiePreferences,
} from '@/lib/cookie-consent';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHydrating } from '@/lib/use-hydrating';
import { toast } from '@/lib/toast';
import { CookieSwitch } from '../components/cookie-switch';

const CATEGORIES: readonly CookieCategory[] = ['essential', 'analytics', 'marketing', 'personalization'];

/** SPEC §2, §4 Cookie preferences: essential locked on; save, accept all, refuse optional, each saved at once. */
export function CookiesPage() {
  const { t } = useTranslation('cookies');
  usePageMeta({
    title: t('title'),
    description: t('meta.description'),
    path: '/cookies',
    breadcrumbs: [{ name: t('title'), path: '/cookies' }],
  });
  const [changed, setChanged] = useState<CookiePreferences | null>(null);
  // The server rendered the defaults, which the hydration keeps; the choices saved in this browser show next.
  const hydrating = useHydrating();
  const preferences = changed ?? (hydrating ? parseCookiePreferences(null) : readCookiePreferences());

  // A switch flipped before the script ran (the page is rendered on the server, DESIGN §12) keeps the position the
  // visitor gave it; the others show what is saved. Read from the elements, whichever runtime hydrates them.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const flipped = CATEGORIES.flatMap((category) => {
      const input = formRef.current?.querySelector<HTMLInputElement>(`#cookie-${category}`);
      return input && input.checked !== input.defaultChecked ? [[category, input.checked] as const] : [];
    });
    if (flipped.length > 0) setChanged({ ...readCookiePreferences(), ...Object.fromEntries(flipped) });
  }, []);

  const duration = (category: CookieCategory) => {
    const days = COOKIE_MAX_AGE_DAYS[category];
    return days >= 365
      ? t('duration.years', { count: Math.round(days / 365) })
      : t('duration.months', { count: Math.round(days / 30.5) });
  };
  const apply = (saved: CookiePreferences) => {
    setChanged(saved);
    toast.success(t('saved'));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-stone-700">{t('lead')}</p>
      <p className="mt-4 flex gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('honest')}
      </p>
      <form
        ref={formRef}
        className="mt-6 space-y-3"
        aria-label={t('formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(saveCookiePreferences(preferences));
        }}
      >
        {CATEGORIES.map((category) => (
          <CookieSwitch
            key={category}
            id={`cookie-${category}`}
            title={t(`categories.${category}.title`)}
            description={t(`categories.${category}.description`)}
            duration={t('duration.label', { duration: duration(category) })}
            checked={preferences[category]}
            disabled={category === 'essential'}
            lockedLabel={t('alwaysOn')}
            onChange={(checked) => setChanged({ ...preferences, [category]: checked })}
          />
        ))}
        <div className="flex flex-col gap-3 pt-3 sm:flex-row">
          <Button type="submit">{t('save')}</Button>
          <Button variant="outline" onClick={() => apply(acceptAllCookies())}>
            {t('acceptAll')}
          </Button>
          <Button variant="outline" onClick={() => apply(refuseOptionalCookies())}>
            {t('refuseOptional')}
          </Button>
        </div>
      </form>
    </div>
  );
}
