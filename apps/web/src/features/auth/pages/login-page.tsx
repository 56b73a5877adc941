import { loginRequestSchema } from '@gbaka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { TextLink } from '@/components/ui/text-link';
import { returnTargetOf } from '@/lib/auth/redirect-target';
import { useSchemaForm } from '@/lib/schema-form';
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorText } from '@/lib/use-error-text';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { useLoginReasonToast } from '../components/use-login-reason-toast';
import { classifyLoginError } from '../utils/login-error';
import { getRememberedIdentifier, rememberIdentifier } from '../utils/remembered-identifier';

/** SPEC §2 /login, §5 Login, §8 Auth. The route guard sends the user on once signed in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  useLoginReasonToast();
  const errorText = useErrorText();
  const login = useLogin();
  const [remembered] = useState(getRememberedIdentifier);
  const [remember, setRemember] = useState(remembered !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const back = returnTargetOf(useLocation());
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginRequestSchema, {
    mode: 'onTouched',
    defaultValues: { emailOrPhone: remembered ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      rememberIdentifier(remember ? values.emailOrPhone : null);
      toastForNextPage.success(t('login.success'));
    } catch (error) {
      const kind = classifyLoginError(error);
      if (kind.kind === 'asIs') setFailure(kind.message);
      else
        setFailure(
          kind.kind === 'invalidCredentials' ? t('login.invalidCredentials') : t('login.unexpected'),
        );
      toast.error(t('login.errorToast'));
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <TextLink to={{ pathname: '/register', search: back.search }} state={back.state}>
            {t('login.createAccount')}
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure && <Alert variant="error">{failure}</Alert>}
        <Field id="emailOrPhone" label={t('login.identifier')} error={errorText(errors.emailOrPhone)}>
          {(control) => (
            <Input
              {...control}
              {...register('emailOrPhone')}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={t('login.identifierPlaceholder')}
            />
          )}
        </Field>
        <Field id="password" label={t('login.password')} error={errorText(errors.password)}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            id="remember"
            label={t('login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <TextLink to="/forgot-password" className="text-sm">
            {t('login.forgot')}
          </TextLink>
        </div>
        <Button
          type="submit"
          className="w-full"
          size="lg"
          loading={isSubmitting}
          disabled={Object.keys(errors).length > 0}
        >
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
