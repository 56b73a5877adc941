import { resetPasswordSchema, type ResetPasswordRequest } from '@gbaka/shared';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { TranslationKey } from '@/i18n/keys';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { toast, toastForNextPage } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { useResetPassword } from '../api/reset-password';

/** The toast titles of SPEC §5 Reset, by the shared schema's error key. */
const invalidToasts: Record<string, TranslationKey<'auth'>> = {
  passwordsMismatch: 'reset.toastMismatch',
  passwordTooShort: 'reset.toastTooShort',
  passwordForbiddenWord: 'reset.toastInvalid',
  passwordTooWeak: 'reset.toastInvalid',
};

interface ResetPasswordFormProps {
  token: string;
  onLinkRefused: () => void;
}

export function ResetPasswordForm({ token, onLinkRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const resetPassword = useResetPassword(token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordSchema, {
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
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

  function onInvalid(invalid: FieldErrors<ResetPasswordRequest>) {
    const keys = [invalid.password?.message, invalid.confirmPassword?.message];
    const toastKey = keys.map((key) => invalidToasts[key ?? '']).find(Boolean) ?? 'reset.toastRequired';
    toast.error(t(toastKey));
  }

  async function onValid(values: ResetPasswordRequest) {
    setFailure(null);
    try {
      await resetPassword.mutateAsync(values);
      toastForNextPage.success(t('reset.success'));
      await navigate('/login', { replace: true });
    } catch (error) {
      if (applyServerErrors(form, error).length > 0) return;
      // An unknown, used or expired token: the form cannot be used any more (SPEC §8 Reset).
      if (isApiError(error) && [400, 404, 410].includes(error.status)) return onLinkRefused();
      const message = errorMessage(error, t('reset.defaultError'));
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5">
      {failure && <Alert variant="error">{failure}</Alert>}
      <Field
        id="password"
        label={t('reset.password')}
        hint={t('reset.passwordHint')}
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
        label={t('reset.confirmPassword')}
        error={errorText(errors.confirmPassword)}
      >
        {(control) => (
          <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
