import { checkoutDetailsSchema, formatPhone, type CheckoutDetails, type User } from '@gbaka/shared';
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
  /** The outbound seats, one traveller each. */
  seats: number[];
  /** What was typed for the booking already made for these seats (back from the payment page). */
  initial?: CheckoutDetails;
  onSubmit: (details: CheckoutDetails) => void;
  children?: ReactNode;
}

/**
 * A name for each seat (several seats are several people), then the contact who receives the ticket and pays
 * (SPEC §5 Checkout): the first traveller and the contact are prefilled from the profile.
 */
export function PassengerForm({ id, user, seats, initial, onSubmit, children }: PassengerFormProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const profileName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(checkoutDetailsSchema, {
    mode: 'onTouched',
    // A booking stored by an older version of this page has no names per seat: start from the profile then.
    defaultValues:
      initial?.passengers?.length === seats.length
        ? initial
        : {
            fullName: profileName,
            email: user?.email ?? '',
            phoneNumber: user?.phone ? formatPhone(user.phone) : '',
            passengers: seats.map((seat, i) => ({ seat, fullName: i === 0 ? profileName : '' })),
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
      <fieldset className="space-y-4">
        <legend className="text-sm text-stone-700">
          {t('checkout.travellersHint', { count: seats.length })}
        </legend>
        {seats.map((seat, i) => (
          <Field
            key={seat}
            id={`passenger-seat-${seat}`}
            label={t('checkout.travellerName', { index: i + 1, seat })}
            error={errorText(errors.passengers?.[i]?.fullName)}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete={i === 0 ? 'name' : 'off'}
                {...register(`passengers.${i}.fullName`)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <hr className="border-stone-200" />
      <fieldset className="space-y-4">
        <legend className="font-bold text-stone-950">{t('checkout.contactTitle')}</legend>
        <p className="text-sm text-stone-700">{t('checkout.contactHint')}</p>
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
      </fieldset>
      {children}
    </form>
  );
}
