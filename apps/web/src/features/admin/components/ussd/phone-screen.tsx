import type { UssdScreen } from '@gbaka/shared';
import { PhoneOff, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface PhoneScreenProps {
  screen: UssdScreen;
  busy: boolean;
  onSend: (input: string) => Promise<boolean>;
  onHangUp: () => void;
}

/**
 * The handset during a call: the gateway's screen as the phone would show it, the answer field and "Envoyer"
 * while the screen says CON, and "Raccrocher" always. An END screen leaves only the way to hang up.
 */
export function PhoneScreen({ screen, busy, onSend, onHangUp }: PhoneScreenProps) {
  const { t } = useTranslation('admin');
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Each new screen puts the cursor in the answer field: the whole call is made from the keyboard.
  useEffect(() => inputRef.current?.focus(), [screen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty answer is one a phone can send too: the menus answer it with their short message.
    if (await onSend(input.trim())) setInput('');
  };

  return (
    <div className="space-y-3">
      <div
        role="status"
        aria-live="polite"
        aria-label={t('ussd.screenLabel')}
        data-testid="ussd-screen"
        className="min-h-48 rounded-xl bg-lime-50 p-3 font-mono text-sm leading-snug whitespace-pre-wrap break-words text-stone-950 ring-1 ring-stone-300"
      >
        {screen.screen}
      </div>
      <p className="text-xs font-semibold tracking-wide text-stone-300 uppercase">
        {screen.ended ? t('ussd.ended') : t('ussd.waiting')}
      </p>
      {!screen.ended && (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
          <Label htmlFor="ussd-input">
            {/* The label's own colour is for a light page: on the handset's dark frame, a light one. */}
            <span className="text-stone-100">{t('ussd.answer')}</span>
          </Label>
          <div className="flex gap-2">
            <Input
              id="ussd-input"
              ref={inputRef}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              autoComplete="off"
              enterKeyHint="send"
              maxLength={160}
              className="min-w-0 flex-1"
            />
            <Button type="submit" loading={busy}>
              {!busy && <Send className="size-4" aria-hidden="true" />}
              {t('ussd.send')}
            </Button>
          </div>
        </form>
      )}
      <Button variant="danger" className="w-full" onClick={onHangUp}>
        <PhoneOff className="size-4" aria-hidden="true" />
        {t('ussd.hangUp')}
      </Button>
    </div>
  );
}
