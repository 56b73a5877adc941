import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { REGISTER_STEPS } from '../utils/register-steps';

export function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6">
      <p className="mb-3 text-sm font-semibold text-stone-700">
        {t('register.stepOf', { step: current + 1, total: REGISTER_STEPS.length })}
      </p>
      <ol className="flex gap-2">
        {REGISTER_STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex-1" aria-current={active ? 'step' : undefined}>
              <span
                className={cn('block h-1.5 rounded-full', done || active ? 'bg-brand-700' : 'bg-stone-200')}
                aria-hidden="true"
              />
              <span
                className={cn(
                  'mt-2 flex items-center gap-1 text-xs sm:text-sm',
                  active ? 'font-semibold text-brand-800' : 'text-stone-600',
                )}
              >
                {done && <Check className="size-3.5" aria-hidden="true" />}
                {t(`register.steps.${step}`)}
                {done && <span className="sr-only"> ({t('register.stepDone')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
