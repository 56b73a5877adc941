import { formatPhone, partnerRequestSchema, type Partner, type PartnerRequest } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createPartner, updatePartner } from '../../api/partners';
import { FormFooter } from '@/components/back-office/form-footer';
import { Textarea } from '@/components/back-office/textarea';

/** The partner request's fields (SPEC §5 Partner form), for the admin add and edit dialogs. */
export function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const form = useSchemaForm(partnerRequestSchema, {
    mode: 'onTouched',
    defaultValues: {
      companyName: partner?.companyName ?? '',
      email: partner?.email ?? '',
      phone: partner?.phone ? formatPhone(partner.phone) : '',
      message: partner?.message ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: PartnerRequest) =>
      partner ? updatePartner({ id: partner._id, body }) : createPartner(body),
    success: () => (partner ? t('partners.updated') : t('partners.created')),
    failure: partner ? t('partners.updateError') : t('partners.createError'),
  });
  const onSubmit = submitTo(form, save.mutateAsync, onDone);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="partner-companyName" label={t('partners.companyName')} error={errorText(errors.companyName)}>
        {(control) => <Input {...control} {...register('companyName')} autoComplete="organization" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="partner-email" label={t('partners.email')} error={errorText(errors.email)}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
        </Field>
        <Field id="partner-phone" label={t('partners.phone')} error={errorText(errors.phone)}>
          {(control) => (
            <Input
              {...control}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              placeholder="07 12 34 56 78"
            />
          )}
        </Field>
      </div>
      <Field
        id="partner-message"
        label={t('common.optional', { label: t('partners.message') })}
        error={errorText(errors.message)}
      >
        {(control) => <Textarea {...control} {...register('message')} rows={4} />}
      </Field>
      <FormFooter submitting={isSubmitting} submitLabel={partner ? t('common.save') : t('common.create')} />
    </form>
  );
}
