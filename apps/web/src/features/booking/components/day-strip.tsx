import { formatDay, formatNumberFr, type SearchDays } from '@gbaka/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface DayStripProps {
  days: SearchDays['days'];
  selected: string;
  onPick: (date: string) => void;
}

/**
 * The days before and after the searched one with their lowest fare (issue 16, as FlixBus and Trainline show it):
 * one tap searches another day. It scrolls sideways on a phone, the searched day in view.
 */
export function DayStrip({ days, selected, onPick }: DayStripProps) {
  const { t, i18n } = useTranslation('search');
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <nav aria-label={t('days.label')} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {days.map((day) => {
          const isSelected = day.date === selected;
          return (
            <li key={day.date} className="shrink-0 grow basis-28">
              <button
                type="button"
                ref={isSelected ? current : undefined}
                aria-current={isSelected ? 'date' : undefined}
                onClick={() => onPick(day.date)}
                className={cn(
                  'flex min-h-14 w-full flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-center transition-colors',
                  isSelected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-200 bg-white text-stone-900 hover:border-brand-600',
                )}
              >
                <span className="text-sm font-semibold whitespace-nowrap first-letter:uppercase">
                  {formatDay(day.date, i18n.language, 'short')}
                </span>
                <span className={cn('text-xs', isSelected ? 'text-brand-50' : 'text-stone-600')}>
                  {day.lowestPrice === null
                    ? t('days.none')
                    : t('days.from', { price: formatNumberFr(day.lowestPrice) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
