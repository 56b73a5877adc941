import { formatDay, type BookingRoute, type ChangeLeg } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface LegChooserProps {
  outbound: BookingRoute;
  back: BookingRoute;
  /** Which journeys can still move (each until 24 h before its own departure). */
  open: { outbound: boolean; return: boolean };
  value: ChangeLeg;
  onChange: (leg: ChangeLeg) => void;
}

/**
 * A round trip's first question (issue 16), as Trainline and FlixBus ask it: move the outbound journey, the return
 * one, or both. A journey too close to its departure is shown, disabled, with the reason.
 */
export function LegChooser({ outbound, back, open, value, onChange }: LegChooserProps) {
  const { t, i18n } = useTranslation('profile');
  const when = (leg: BookingRoute) =>
    t('change.legWhen', {
      from: leg.from.name,
      to: leg.to.name,
      date: formatDay(leg.departureDate, i18n.language, 'short'),
      time: leg.departureTime,
    });
  const options: { leg: ChangeLeg; label: string; detail: string; enabled: boolean }[] = [
    { leg: 'outbound', label: t('change.legOutbound'), detail: when(outbound), enabled: open.outbound },
    { leg: 'return', label: t('change.legReturn'), detail: when(back), enabled: open.return },
    {
      leg: 'both',
      label: t('change.legBoth'),
      detail: t('change.legBothDetail'),
      enabled: open.outbound && open.return,
    },
  ];

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-lg font-bold text-stone-950">{t('change.legQuestion')}</legend>
      {options.map((option) => (
        <label
          key={option.leg}
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 bg-white px-4 py-3',
            value === option.leg ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-brand-400',
            !option.enabled && 'cursor-not-allowed opacity-60 hover:border-stone-200',
          )}
        >
          <input
            type="radio"
            name="change-leg"
            value={option.leg}
            checked={value === option.leg}
            disabled={!option.enabled}
            onChange={() => onChange(option.leg)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>
            <span className="block font-bold text-stone-950">{option.label}</span>
            <span className="block text-sm text-stone-700">
              {option.enabled ? option.detail : `${option.detail} · ${t('change.legTooLate')}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
