import { forgotPasswordSchema } from '@gbaka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/schema-form';
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorText } from '@/lib/use-error-text';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

/** SPEC §2 /forgot-password: the answer never says whether an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, {
    mode: 'onTouched',
    defaultValues: { emailOrPhone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotPassword.mutateAsync(values);
      toastForNextPage.success(t('forgot.sentTitle'), t('forgot.sent'));
      await navigate('/login');
    } catch (error) {
      const message = errorMessage(error, t('forgot.defaultError'));
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<TextLink to="/login">{t('backToLogin')}</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure && <Alert variant="error">{failure}</Alert>}
        <Field id="emailOrPhone" label={t('forgot.identifier')} error={errorText(errors.emailOrPhone)}>
          {(control) => (
            <Input
              {...control}
              {...register('emailOrPhone')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('login.identifierPlaceholder')}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
