import { EARLIEST_BIRTH_DATE, formatPhone, profileFormSchema, todayIso, type User } from '@gbaka/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { useUpdateProfile } from '../api/update-profile';

/**
 * SPEC §5 Profile edit: names required, e-mail and phone (one of them at least), optional new password with its
 * confirmation. A new password, e-mail or phone needs the current password (DESIGN §3), asked by the last field.
 */
export function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const updateProfile = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => profileFormSchema(user), [user]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? '',
      phone: user.phone ? formatPhone(user.phone) : '',
      dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
      password: '',
      confirmPassword: '',
      currentPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  const revalidateConfirmation = () =>
    getFieldState('confirmPassword').isTouched && void trigger('confirmPassword');

  const onSubmit = handleSubmit(async ({ password, confirmPassword, email, phone, ...profile }) => {
    setFailure(null);
    // An empty e-mail or phone is sent as such: it removes it (a field left out would be kept).
    const contacts = { email: email ?? '', phone: phone ?? '' };
    try {
      await updateProfile.mutateAsync(
        password ? { ...profile, ...contacts, password, confirmPassword } : { ...profile, ...contacts },
      );
      toast.success(t('edit.success'));
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      const message = errorMessage(error, t('edit.defaultError'));
      setFailure(message);
      toast.error(t('edit.errorToast'), message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="firstName" label={t('edit.firstName')} error={errorText(errors.firstName)}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </Field>
        <Field id="lastName" label={t('edit.lastName')} error={errorText(errors.lastName)}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </Field>
      </div>
      <Field id="email" label={t('edit.email')} hint={t('edit.emailHint')} error={errorText(errors.email)}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
        )}
      </Field>
      <Field id="phone" label={t('edit.phone')} hint={t('edit.phoneHint')} error={errorText(errors.phone)}>
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07 12 34 56 78"
          />
        )}
      </Field>
      <Field id="dateOfBirth" label={t('edit.dateOfBirth')} error={errorText(errors.dateOfBirth)}>
        {(control) => (
          <Input
            {...control}
            {...register('dateOfBirth')}
            type="date"
            autoComplete="bday"
            min={EARLIEST_BIRTH_DATE}
            max={todayIso()}
          />
        )}
      </Field>
      <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">{t('edit.passwordSection')}</legend>
        <Field
          id="password"
          label={t('edit.password')}
          hint={t('edit.passwordHint')}
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
          label={t('edit.confirmPassword')}
          error={errorText(errors.confirmPassword)}
        >
          {(control) => (
            <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
      </fieldset>
      <Field
        id="currentPassword"
        label={t('edit.currentPassword')}
        hint={t('edit.currentPasswordHint')}
        error={errorText(errors.currentPassword)}
      >
        {(control) => (
          <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('edit.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting} disabled={Object.keys(errors).length > 0}>
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
