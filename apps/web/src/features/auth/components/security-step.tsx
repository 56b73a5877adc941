import type { RegisterForm } from '@gbaka/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { useErrorText } from '@/lib/use-error-text';
import { PasswordStrengthMeter } from './password-strength-meter';

export function SecurityStep() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    control,
    trigger,
    getFieldState,
    formState: { errors },
  } = useFormContext<RegisterForm>();
  const password = useWatch({ control, name: 'password' }) ?? '';
  const revalidateConfirmation = () =>
    getFieldState('confirmPassword').isTouched && void trigger('confirmPassword');
  return (
    <div className="space-y-5">
      <Field
        id="password"
        label={t('register.password')}
        hint={<PasswordStrengthMeter password={password} />}
        error={errorText(errors.password)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password', { onChange: revalidateConfirmation })}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field
        id="confirmPassword"
        label={t('register.confirmPassword')}
        error={errorText(errors.confirmPassword)}
      >
        {(control) => (
          <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Checkbox
        id="acceptTerms"
        {...register('acceptTerms')}
        error={errorText(errors.acceptTerms)}
        label={
          // The links open in a new tab so that the wizard keeps what was typed.
          <Trans
            t={t}
            i18nKey="register.acceptTerms"
            components={{
              terms: <TextLink to="/conditions" target="_blank" rel="noopener" />,
              privacy: <TextLink to="/privacy" target="_blank" rel="noopener" />,
            }}
          />
        }
      />
    </div>
  );
}
