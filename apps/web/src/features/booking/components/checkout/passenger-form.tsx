import { formatPhone, passengerDetailsSchema, type PassengerDetails, type User } from '@gbaka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/schema-form';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';

interface PassengerFormProps {
  id: string;
  user: User | null;
  onSubmit: (details: PassengerDetails) => void;
  children?: ReactNode;
}

/** The passenger's name, e-mail and phone (SPEC §5 Checkout), prefilled from the profile. */
export function PassengerForm({ id, user, onSubmit, children }: PassengerFormProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(passengerDetailsSchema, {
    mode: 'onTouched',
    defaultValues: {
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phoneNumber: user?.phone ? formatPhone(user.phone) : '',
    },
  });

  return (
    <form
      id={id}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      onSubmit={handleSubmit(onSubmit, () =>
        toast.error(t('checkout.incompleteTitle'), t('checkout.incompleteText')),
      )}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-stone-950">
        {t('checkout.passengerTitle')}
      </h2>
      <Field id="passenger-full-name" label={t('checkout.fullName')} error={errorText(errors.fullName)}>
        {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
      </Field>
      <Field id="passenger-email" label={t('checkout.email')} error={errorText(errors.email)}>
        {(control) => (
          <Input {...control} type="email" inputMode="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field
        id="passenger-phone"
        label={t('checkout.phone')}
        hint={t('checkout.phoneHint')}
        error={errorText(errors.phoneNumber)}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+225 XX XX XX XX XX"
            {...register('phoneNumber')}
          />
        )}
      </Field>
      {children}
    </form>
  );
}
