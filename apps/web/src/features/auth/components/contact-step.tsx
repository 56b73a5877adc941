import { MAX_AGE, MIN_AGE, yearsAgo, type RegisterForm } from '@gbaka/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';
import { PhoneClaimPanel } from './phone-claim-panel';

/** `phoneClaim`: why the phone's code is asked (it booked over USSD or at a counter); null when it is not. */
export function ContactStep({ phoneClaim = null }: { phoneClaim?: string | null }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    trigger,
    getFieldState,
    formState: { errors },
  } = useFormContext<RegisterForm>();
  // "E-mail or phone" is reported on the e-mail field: typing a phone number must be able to clear it.
  const revalidateEmail = () => getFieldState('email').isTouched && void trigger('email');
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700">{t('register.contactHint')}</p>
      <Field id="email" label={t('register.email')} error={errorText(errors.email)}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        id="phoneNumber"
        label={t('register.phone')}
        hint={t('register.phoneHint')}
        error={errorText(errors.phoneNumber)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('phoneNumber', { onChange: revalidateEmail })}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="07 12 34 56 78"
          />
        )}
      </Field>
      {phoneClaim !== null && <PhoneClaimPanel explanation={phoneClaim} />}
      <Field
        id="dateOfBirth"
        label={t('register.dateOfBirth')}
        hint={errors.dateOfBirth ? undefined : t('register.dateOfBirthHint', { min: MIN_AGE })}
        error={errorText(errors.dateOfBirth)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('dateOfBirth')}
            type="date"
            autoComplete="bday"
            min={yearsAgo(MAX_AGE)}
            max={yearsAgo(MIN_AGE)}
          />
        )}
      </Field>
    </div>
  );
}
