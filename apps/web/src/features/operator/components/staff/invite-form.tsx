import { COMPANY_ROLES, staffInviteSchema, type StaffInvite } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/back-office/form-footer';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useOperatorMutation } from '../../api/operator-query';
import { inviteStaff } from '../../api/staff';

/** An invitation by e-mail or, for who has none, by phone (SMS), with the role it offers. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const form = useSchemaForm(staffInviteSchema, {
    mode: 'onTouched',
    defaultValues: { role: 'agent', email: '', phone: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const invite = useOperatorMutation({
    mutationFn: (body: StaffInvite) => inviteStaff(body),
    success: (answer) => answer.message,
    failure: t('staff.inviteError'),
  });
  const onSubmit = submitTo(form, invite.mutateAsync, onDone);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="invite-role" label={t('staff.role')} error={errorText(errors.role)}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="invite-email" label={t('staff.email')} error={errorText(errors.email)}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
      </Field>
      <Field
        id="invite-phone"
        label={t('staff.phone')}
        hint={t('staff.phoneHint')}
        error={errorText(errors.phone)}
      >
        {(control) => <Input {...control} type="tel" inputMode="tel" {...register('phone')} />}
      </Field>
      <FormFooter submitting={isSubmitting} submitLabel={t('staff.send')} />
    </form>
  );
}
