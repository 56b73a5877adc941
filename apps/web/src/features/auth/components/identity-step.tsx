import type { RegisterForm } from '@gbaka/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';

export function IdentityStep() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterForm>();
  return (
    <div className="space-y-5">
      <Field id="firstName" label={t('register.firstName')} error={errorText(errors.firstName)}>
        {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field id="lastName" label={t('register.lastName')} error={errorText(errors.lastName)}>
        {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
      </Field>
    </div>
  );
}
