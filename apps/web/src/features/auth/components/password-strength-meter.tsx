import { passwordStrength, strengthLabel } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const colours = ['bg-red-700', 'bg-red-700', 'bg-accent-600', 'bg-amber-500', 'bg-brand-500', 'bg-brand-700'];

/** SPEC §5: score 0-5 (length 8+, lower case, upper case, digit, special character) and its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const score = passwordStrength(password);
  return (
    <div className="space-y-1.5 pt-1">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((level) => (
          <span
            key={level}
            className={cn('h-1.5 flex-1 rounded-full', level <= score ? colours[score] : 'bg-stone-200')}
          />
        ))}
      </div>
      <p aria-live="polite">
        {t('strength.title')} :{' '}
        <strong className="text-stone-900">{t(`strength.${strengthLabel(score)}`)}</strong>{' '}
        <span className="text-stone-600">({score}/5)</span>
      </p>
      <p>{t('strength.rules')}</p>
    </div>
  );
}
