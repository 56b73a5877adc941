import { USSD_SIMULATOR_CODE, ussdSimulateSchema, type UssdScreen } from '@gbaka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors, useSchemaForm } from '@/lib/schema-form';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorText } from '@/lib/use-error-text';
import { simulateUssd, ussdPhoneQueryOptions } from '../api/ussd';
import { PhoneInbox } from '../components/ussd/phone-inbox';
import { PhoneScreen } from '../components/ussd/phone-screen';
import { PageHeader } from '@/components/back-office/page-header';

const dialSchema = ussdSimulateSchema.pick({ phoneNumber: true });

interface Call {
  sessionId: string;
  phone: string;
  /** The inputs so far, which every request sends joined by `*`, as the gateway does. */
  inputs: string[];
  screen: UssdScreen;
}

/** /admin/ussd: a phone without a gateway (issue 19), for demos, support and the browser tests. */
export function UssdPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('ussd.title'));
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [call, setCall] = useState<Call | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(dialSchema, { defaultValues: { phoneNumber: '' } });
  const { register, handleSubmit, formState, setFocus } = form;

  /** One request of the session; false when it failed (the toast says why, the screen stays). */
  const request = async (next: Omit<Call, 'screen'>) => {
    setBusy(true);
    try {
      const answer = await simulateUssd({ ...next, phoneNumber: next.phone, text: next.inputs.join('*') });
      setCall({ ...next, screen: answer.data });
      void queryClient.invalidateQueries({ queryKey: ussdPhoneQueryOptions(next.phone).queryKey });
      return true;
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(errorMessage(error, t('ussd.error')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const dial = handleSubmit(async ({ phoneNumber }) => {
    setPhone(phoneNumber);
    await request({ sessionId: crypto.randomUUID(), phone: phoneNumber, inputs: [] });
  });

  const hangUp = () => {
    // The gateway says nothing on a hang-up either: the session simply expires.
    setCall(null);
    setTimeout(() => setFocus('phoneNumber'), 0);
  };

  return (
    <div className="space-y-5">
      <PageHeader title={t('ussd.title')} description={t('ussd.subtitle', { code: USSD_SIMULATOR_CODE })} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <div className="mx-auto w-full max-w-sm rounded-[2rem] border-4 border-stone-700 bg-stone-900 p-4 shadow-sm">
          {call ? (
            <PhoneScreen
              screen={call.screen}
              busy={busy}
              onSend={(input) => request({ ...call, inputs: [...call.inputs, input] })}
              onHangUp={hangUp}
            />
          ) : (
            <form
              noValidate
              onSubmit={(event) => void dial(event)}
              className="space-y-3 rounded-xl bg-white p-3"
            >
              <Field id="ussd-phone" label={t('ussd.phone')} error={errorText(formState.errors.phoneNumber)}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('phoneNumber')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="off"
                    placeholder="07 01 02 03 04"
                  />
                )}
              </Field>
              <Button type="submit" className="w-full" loading={busy}>
                {!busy && <Phone className="size-4" aria-hidden="true" />}
                {t('ussd.dial', { code: USSD_SIMULATOR_CODE })}
              </Button>
            </form>
          )}
        </div>
        <PhoneInbox phone={phone} />
      </div>
    </div>
  );
}
