import { registerFormSchema, type RegisterForm } from '@gbaka/shared';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { returnTargetOf } from '@/lib/auth/redirect-target';
import { showFieldErrors, useSchemaForm } from '@/lib/schema-form';
import { toast, toastForNextPage } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { ContactStep } from '../components/contact-step';
import { IdentityStep } from '../components/identity-step';
import { SecurityStep } from '../components/security-step';
import { StepIndicator } from '../components/step-indicator';
import { classifyRegisterError } from '../utils/register-error';
import { isStepValid, REGISTER_STEPS, stepFields, stepOf, type RegisterStep } from '../utils/register-steps';

type RegisterValues = z.output<typeof registerFormSchema>;

const steps = [IdentityStep, ContactStep, SecurityStep];

/**
 * SPEC §2 /register: a three-step wizard; the route guard sends the new user on once signed in: to the trip they
 * chose before signing up (issue 16), else home.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const registerUser = useRegister();
  const [step, setStep] = useState<RegisterStep>(0);
  const [failure, setFailure] = useState<string | null>(null);
  /** The API's word that the phone booked over USSD or at a counter: its code is asked for. */
  const [phoneClaim, setPhoneClaim] = useState<string | null>(null);
  const back = returnTargetOf(useLocation());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(registerFormSchema, {
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      phoneCode: '',
      dateOfBirth: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const values = useWatch({ control: form.control });
  const { errors, isSubmitting } = form.formState;
  const stepReady = isStepValid(step, values) && !stepFields[step].some((field) => errors[field]);

  function goTo(next: RegisterStep) {
    // Render the new step first, then move focus to its title so that screen readers announce it.
    flushSync(() => setStep(next));
    headingRef.current?.focus();
  }

  async function onValid(data: RegisterValues) {
    setFailure(null);
    try {
      await registerUser.mutateAsync({
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phoneNumber,
        dateOfBirth: data.dateOfBirth,
        password: data.password,
        ...(phoneClaim !== null && data.phoneCode && { phoneCode: data.phoneCode }),
      });
      toastForNextPage.success(t('register.success'));
    } catch (error) {
      const classified = classifyRegisterError(error);
      if (classified?.phoneCodeNeeded) {
        // Not a mistake of the phone field: the panel under it says what to do.
        setPhoneClaim(error instanceof Error ? error.message : '');
        return goTo(1);
      }
      toast.error(t('register.errorToast'));
      if (!classified) return setFailure(t('register.defaultError'));
      if (classified.general) setFailure(classified.general);
      showFieldErrors(form, classified.fields);
      const first = classified.fields[0];
      if (first) goTo(stepOf(first.field) ?? step);
    }
  }

  function onInvalid(invalid: FieldErrors<RegisterForm>) {
    const messages = Object.values(invalid).map((error) => error?.message ?? '');
    if (invalid.acceptTerms) toast.error(t('register.toastTerms'));
    else if (messages.some((message) => message.endsWith('Required')))
      toast.error(t('register.toastRequired'));
    else toast.error(t('register.toastInvalid'));
    const first = Object.keys(invalid)
      .map(stepOf)
      .find((found) => found !== undefined);
    if (first !== undefined && first !== step) goTo(first);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < 2) {
      event.preventDefault();
      if (stepReady) goTo((step + 1) as RegisterStep);
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  const Step = steps[step]!;
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <TextLink to={{ pathname: '/login', search: back.search }} state={back.state}>
            {t('register.signIn')}
          </TextLink>
        </>
      }
    >
      <StepIndicator current={step} />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-stone-950 outline-none">
          {t(`register.stepTitles.${REGISTER_STEPS[step]}`)}
        </h2>
        {failure && <Alert variant="error">{failure}</Alert>}
        <FormProvider {...form}>
          {step === 1 ? <ContactStep phoneClaim={phoneClaim} /> : <Step />}
        </FormProvider>
        <div className="flex gap-3 pt-2">
          {step > 0 && (
            <Button variant="outline" onClick={() => goTo((step - 1) as RegisterStep)}>
              {t('register.back')}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={!stepReady} loading={isSubmitting}>
            {step < 2 ? t('register.next') : t('register.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
