import { formatFcfa } from '@gbaka/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { useCloseDay } from '../api/counter';

/** The agent counts the drawer and closes the day; the server keeps the expected cash beside the count. */
export function CloseDayForm({ date, expected }: { date: string; expected: number }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const closeDay = useCloseDay();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await closeDay.mutateAsync({ date, countedCash: counted.replace(/\s/g, ''), note });
      toast.success(t('drawer.closed'));
    } catch (failure) {
      setError(errorText(failure as Error) ?? t('counter.saleFailed'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h3 className="font-semibold text-stone-900">{t('drawer.closeTitle')}</h3>
      <p className="text-sm text-stone-700">{t('drawer.closeHint', { expected: formatFcfa(expected) })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="counted-cash" label={t('drawer.counted')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={counted}
              onChange={(e) => setCounted(e.target.value)}
            />
          )}
        </Field>
        <Field id="close-note" label={t('drawer.note')}>
          {(control) => <Input {...control} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" loading={closeDay.isPending}>
        {t('drawer.closeDay')}
      </Button>
    </form>
  );
}
