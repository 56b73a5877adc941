import { staffAccountSchema, type StaffAccountInput } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';

interface NewAccountFormProps {
  onSubmit: (account: StaffAccountInput) => Promise<unknown>;
}

/** A new person's names and password; the e-mail or phone is the invitation's. */
export function NewAccountForm({ onSubmit }: NewAccountFormProps) {
  const { t } = useTranslation('invitations');
  const errorText = useErrorText();
  const form = useSchemaForm(staffAccountSchema, {
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function onValid(values: StaffAccountInput) {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <Field id="firstName" label={t('firstName')} error={errorText(errors.firstName)}>
        {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field id="lastName" label={t('lastName')} error={errorText(errors.lastName)}>
        {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
      </Field>
      <Field id="password" label={t('password')} hint={t('passwordHint')} error={errorText(errors.password)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('createAndJoin')}
      </Button>
    </form>
  );
}
