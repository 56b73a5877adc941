import type { RegisterForm } from '@gbaka/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { usePhoneCode } from '@/lib/auth/phone-code';
import { useErrorText } from '@/lib/use-error-text';

/**
 * Shown when the phone typed at sign-up already booked over USSD or at a counter: the code sent to it proves the
 * phone, and the account then takes over those tickets.
 */
export function PhoneClaimPanel({ explanation }: { explanation: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const sendCode = usePhoneCode();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterForm>();
  const phone = useWatch({ control, name: 'phoneNumber' }) ?? '';
  return (
    <div className="space-y-4 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm text-stone-800">{explanation}</p>
      <Button
        variant="outline"
        loading={sendCode.isPending}
        onClick={() => sendCode.mutate(phone)}
        disabled={phone.trim() === ''}
      >
        {sendCode.isSuccess ? t('register.claim.resend') : t('register.claim.send')}
      </Button>
      {sendCode.isSuccess && <Alert variant="success">{sendCode.data.message}</Alert>}
      {sendCode.isError && (
        <Alert variant="error">{errorMessage(sendCode.error, t('register.claim.failed'))}</Alert>
      )}
      <Field
        id="phoneCode"
        label={t('register.claim.code')}
        hint={t('register.claim.codeHint')}
        error={errorText(errors.phoneCode)}
      >
        {(fieldControl) => (
          <Input
            {...fieldControl}
            {...register('phoneCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 tracking-widest"
          />
        )}
      </Field>
    </div>
  );
}
