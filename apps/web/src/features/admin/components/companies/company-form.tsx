import { adminCompanySchema, formatPhone, type AdminCompany, type AdminCompanyView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createCompany, updateCompany } from '../../api/companies';
import { FormFooter } from '@/components/back-office/form-footer';
import { Textarea } from '@/components/back-office/textarea';

type CompanyFormValues = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'description'
  | 'descriptionEn'
  | 'descriptionEs'
  | 'logo'
  | 'website',
  string
>;

function defaults(company: AdminCompanyView | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    phone: company?.phone ? formatPhone(company.phone) : '',
    address: company?.address ?? '',
    description: company?.description ?? '',
    descriptionEn: company?.descriptionEn ?? '',
    descriptionEs: company?.descriptionEs ?? '',
    logo: company?.logo ?? '',
    website: company?.website ?? '',
  };
}

/**
 * SPEC §5 Company form: name, e-mail, phone and address required; the rest optional (blank clears it). The
 * station's description is written in French, the text travellers read when their language has no translation,
 * with optional English and Spanish translations (issue 16).
 */
export function CompanyForm({ company, onDone }: { company: AdminCompanyView | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const form = useSchemaForm(adminCompanySchema, {
    mode: 'onTouched',
    defaultValues: defaults(company),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminCompany) =>
      company ? updateCompany({ id: company._id, body }) : createCompany(body),
    success: () => (company ? t('companies.updated') : t('companies.created')),
    failure: company ? t('companies.updateError') : t('companies.createError'),
  });
  const onSubmit = submitTo(form, save.mutateAsync, onDone);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="company-name" label={t('companies.name')} error={errorText(errors.name)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="organization" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="company-email" label={t('companies.email')} error={errorText(errors.email)}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
        </Field>
        <Field id="company-phone" label={t('companies.phone')} error={errorText(errors.phone)}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="tel" />}
        </Field>
      </div>
      <Field id="company-address" label={t('companies.address')} error={errorText(errors.address)}>
        {(control) => <Input {...control} {...register('address')} />}
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{t('companies.descriptions')}</legend>
        <Field
          id="company-description"
          label={t('common.optional', { label: t('companies.descriptionFr') })}
          hint={t('companies.descriptionFrHint')}
          error={errorText(errors.description)}
        >
          {(control) => <Textarea {...control} {...register('description')} rows={3} lang="fr" />}
        </Field>
        <Field
          id="company-description-en"
          label={t('common.optional', { label: t('companies.descriptionEn') })}
          error={errorText(errors.descriptionEn)}
        >
          {(control) => <Textarea {...control} {...register('descriptionEn')} rows={3} lang="en" />}
        </Field>
        <Field
          id="company-description-es"
          label={t('common.optional', { label: t('companies.descriptionEs') })}
          error={errorText(errors.descriptionEs)}
        >
          {(control) => <Textarea {...control} {...register('descriptionEs')} rows={3} lang="es" />}
        </Field>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="company-website"
          label={t('common.optional', { label: t('companies.website') })}
          error={errorText(errors.website)}
        >
          {(control) => <Input {...control} {...register('website')} type="url" placeholder="https://" />}
        </Field>
        <Field
          id="company-logo"
          label={t('common.optional', { label: t('companies.logo') })}
          error={errorText(errors.logo)}
        >
          {(control) => <Input {...control} {...register('logo')} type="url" placeholder="https://" />}
        </Field>
      </div>
      <FormFooter submitting={isSubmitting} submitLabel={company ? t('common.save') : t('common.create')} />
    </form>
  );
}
