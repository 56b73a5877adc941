import { formatPhone } from '@gbaka/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { usePhoneCode } from '@/lib/auth/phone-code';
import { toast } from '@/lib/toast';
import { useClaimBookings } from '../api/claim-bookings';

/**
 * Tickets sold at a counter to the account's phone belong to nobody until that phone is proved: a code by SMS,
 * typed here, brings them into "my bookings".
 */
export function ClaimTicketsCard({ phone }: { phone: string }) {
  const { t } = useTranslation('profile');
  const sendCode = usePhoneCode();
  const claim = useClaimBookings();
  const [code, setCode] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    claim.mutate(code.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setCode('');
        sendCode.reset();
      },
    });
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-stone-950">{t('claim.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('claim.explain', { phone: formatPhone(phone) })}</p>
      {!sendCode.isSuccess ? (
        <Button
          variant="outline"
          className="mt-4"
          loading={sendCode.isPending}
          onClick={() => sendCode.mutate(phone)}
        >
          {t('claim.send')}
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <Alert variant="success">{sendCode.data.message}</Alert>
          <Field
            id="claimCode"
            label={t('claim.code')}
            error={claim.isError ? errorMessage(claim.error, t('claim.failed')) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="max-w-40 tracking-widest"
              />
            )}
          </Field>
          <Button type="submit" loading={claim.isPending} disabled={!/^\d{6}$/.test(code.trim())}>
            {t('claim.submit')}
          </Button>
        </form>
      )}
      {sendCode.isError && (
        <Alert variant="error" className="mt-4">
          {errorMessage(sendCode.error, t('claim.failed'))}
        </Alert>
      )}
    </Card>
  );
}
