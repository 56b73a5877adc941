import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

interface FormFooterProps {
  submitting: boolean;
  submitLabel: string;
  /** Red for what cannot be undone (cancelling a departure). */
  tone?: 'primary' | 'danger';
}

/** Cancel and save at the bottom of every staff form dialog. */
export function FormFooter({ submitting, submitLabel, tone = 'primary' }: FormFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">{t('common.cancel')}</Button>
      </DialogClose>
      <Button type="submit" variant={tone} loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
