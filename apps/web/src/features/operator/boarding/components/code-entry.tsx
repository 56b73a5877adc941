import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The short code typed from the ticket, the PDF or the SMS; cleared after each check for the next passenger. */
export function CodeEntry({ onCheck }: { onCheck: (typed: string) => void }) {
  const { t } = useTranslation('operator');
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    onCheck(typed);
    setTyped('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <Field id="boarding-code" label={t('boarding.code')} className="flex-1">
        {(control) => (
          <Input
            {...control}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="K7MP-4XQ2"
            className="font-mono text-lg tracking-widest uppercase"
          />
        )}
      </Field>
      <Button type="submit">{t('boarding.check')}</Button>
    </form>
  );
}
