import { adminCitySchema, type AdminCity, type City } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TranslationKey } from '@/i18n/keys';
import { submitTo, useSchemaForm } from '@/lib/schema-form';
import { useErrorText } from '@/lib/use-error-text';
import { useAdminMutation } from '../../api/admin-query';
import { createCity, updateCity } from '../../api/cities';
import { FormFooter } from '@/components/back-office/form-footer';
import { Textarea } from '@/components/back-office/textarea';

interface CityFormValues {
  name: string;
  country: string;
  region: string;
  description: string;
  latitude: string;
  longitude: string;
  image: string;
  isFeatured: boolean;
  isInternational: boolean;
}

function defaults(city: City | null): CityFormValues {
  return {
    name: city?.name ?? '',
    country: city?.country ?? "Côte d'Ivoire",
    region: city?.region ?? '',
    description: city?.description ?? '',
    latitude: city?.latitude?.toString() ?? '',
    longitude: city?.longitude?.toString() ?? '',
    image: city?.image ?? '',
    isFeatured: city?.isFeatured ?? false,
    isInternational: city?.isInternational ?? false,
  };
}

/** SPEC §5 City form: name and country required; blank coordinates are left out of the request. */
export function CityForm({ city, onDone }: { city: City | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const form = useSchemaForm(adminCitySchema, {
    mode: 'onTouched',
    defaultValues: defaults(city),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = useAdminMutation({
    mutationFn: (body: AdminCity) => (city ? updateCity({ id: city._id, body }) : createCity(body)),
    success: () => (city ? t('cities.updated') : t('cities.created')),
    failure: city ? t('cities.updateError') : t('cities.createError'),
  });
  // Blank optional fields are undefined after the schema, so JSON leaves them out.
  const onSubmit = submitTo(form, save.mutateAsync, onDone);
  const optional = (key: TranslationKey<'admin'>) => t('common.optional', { label: t(key) });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="city-name" label={t('cities.name')} error={errorText(errors.name)}>
          {(control) => <Input {...control} {...register('name')} />}
        </Field>
        <Field id="city-country" label={t('cities.country')} error={errorText(errors.country)}>
          {(control) => <Input {...control} {...register('country')} />}
        </Field>
      </div>
      <Field id="city-region" label={optional('cities.region')} error={errorText(errors.region)}>
        {(control) => <Input {...control} {...register('region')} />}
      </Field>
      <Field
        id="city-description"
        label={optional('cities.description')}
        error={errorText(errors.description)}
      >
        {(control) => <Textarea {...control} {...register('description')} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="city-latitude" label={optional('cities.latitude')} error={errorText(errors.latitude)}>
          {(control) => (
            <Input {...control} {...register('latitude')} inputMode="decimal" placeholder="5.3600" />
          )}
        </Field>
        <Field id="city-longitude" label={optional('cities.longitude')} error={errorText(errors.longitude)}>
          {(control) => (
            <Input {...control} {...register('longitude')} inputMode="decimal" placeholder="-4.0083" />
          )}
        </Field>
      </div>
      <Field id="city-image" label={optional('cities.image')} error={errorText(errors.image)}>
        {(control) => <Input {...control} {...register('image')} type="url" placeholder="https://" />}
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Checkbox id="city-isFeatured" label={t('cities.featured')} {...register('isFeatured')} />
        <Checkbox
          id="city-isInternational"
          label={t('cities.international')}
          {...register('isInternational')}
        />
      </div>
      <FormFooter submitting={isSubmitting} submitLabel={city ? t('common.save') : t('common.create')} />
    </form>
  );
}
