import { trackingQuerySchema, type TrackingResult } from '@gbaka/shared';
import { MapPinned, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/schema-form';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { useTrackBooking } from '../api/track';
import { classifyTrackingError } from '../utils/tracking-error';

export interface TrackDetailsState {
  tracking: TrackingResult;
}

/** SPEC §2 Tracking (/track-travel and /track): one booking number; success opens its details. */
export function TrackPage() {
  const { t } = useTranslation('tracking');
  usePageMeta({
    title: t('form.title'),
    description: t('meta.description'),
    path: '/track-travel',
    breadcrumbs: [{ name: t('form.title'), path: '/track-travel' }],
  });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const track = useTrackBooking();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(trackingQuerySchema, {
    defaultValues: { bookingNumber: '' },
  });

  const onSubmit = handleSubmit(
    async ({ bookingNumber }) => {
      setFailure(null);
      try {
        const tracking = await track.mutateAsync(bookingNumber);
        const state: TrackDetailsState = { tracking };
        void navigate(`/track-details/${tracking.bookingId}`, { state });
      } catch (error) {
        const failed = classifyTrackingError(error);
        const next =
          failed.kind === 'other'
            ? { title: t('errors.title'), message: failed.message ?? t('errors.generic') }
            : { title: t('errors.notFoundTitle'), message: failed.message ?? t('errors.incorrect') };
        setFailure(next);
        toast.error(next.title, next.message);
      }
    },
    () => toast.error(t('errors.requiredTitle'), t('errors.required')),
  );

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <div className="mb-6 text-center">
        <MapPinned className="mx-auto size-12 text-brand-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-extrabold text-stone-950 sm:text-3xl">{t('form.title')}</h1>
        <p className="mt-2 text-stone-700">{t('form.lead')}</p>
      </div>
      <Card>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            id="booking-number"
            label={t('form.label')}
            hint={t('form.hint')}
            error={errorText(errors.bookingNumber)}
          >
            {(control) => (
              <Input
                {...control}
                {...register('bookingNumber')}
                placeholder="1A2B3C4D"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
              />
            )}
          </Field>
          {failure && (
            <Alert variant="error" title={failure.title}>
              {failure.message}
            </Alert>
          )}
          <Button type="submit" className="w-full" loading={track.isPending}>
            {!track.isPending && <Search className="size-4" aria-hidden="true" />}
            {t('form.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
