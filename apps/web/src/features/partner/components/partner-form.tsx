import { partnerRequestSchema } from '@gbaka/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { controlClasses } from '@/components/ui/control-classes';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { usePartnerRequest } from '../api/partner-request';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** SPEC §2 Partner application form; §5: company name, e-mail and phone required, message optional; §8 outcomes. */
export function PartnerForm() {
  const { t } = useTranslation('partner');
  const errorText = useErrorText();
  const send = usePartnerRequest();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(partnerRequestSchema, {
    defaultValues: { companyName: '', email: '', phone: '', message: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      // The French text of SPEC §8, in the visitor's language (the API's message says the same).
      setOutcome({ kind: 'success', message: t('success') });
      reset();
    } catch (error) {
      applyServerErrors(form, error);
      setOutcome({ kind: 'error', message: errorMessage(error, t('failure')) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="partner-form-title">
      <h2 id="partner-form-title" className="text-xl font-bold text-stone-950">
        {t('form.title')}
      </h2>
      <Field id="partner-company" label={t('form.companyName')} error={errorText(errors.companyName)}>
        {(control) => (
          <Input {...control} {...register('companyName')} autoComplete="organization" aria-required="true" />
        )}
      </Field>
      <Field id="partner-email" label={t('form.email')} error={errorText(errors.email)}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" aria-required="true" />
        )}
      </Field>
      <Field
        id="partner-phone"
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        error={errorText(errors.phone)}
      >
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+225 07 00 00 00 00"
            aria-required="true"
          />
        )}
      </Field>
      <Field id="partner-message" label={t('form.message')} error={errorText(errors.message)}>
        {(control) => (
          <textarea {...control} {...register('message')} rows={4} className={`${controlClasses} resize-y`} />
        )}
      </Field>
      {outcome && <Alert variant={outcome.kind === 'success' ? 'success' : 'error'}>{outcome.message}</Alert>}
      <Button type="submit" className="w-full sm:w-auto" loading={isSubmitting}>
        {!isSubmitting && <Send className="size-4" aria-hidden="true" />}
        {t('form.submit')}
      </Button>
    </form>
  );
}
