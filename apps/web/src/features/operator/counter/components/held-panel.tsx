import { formatFcfa, type HeldBooking } from '@gbaka/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useErrorText } from '@/lib/use-error-text';
import { heldQueryOptions, openReceipt, usePayHeld } from '../api/counter';

/**
 * "Paiement au guichet": a web or USSD booking still holding its seats, found by its reference or its phone; the
 * agent takes the cash and confirms, and its receipt opens to print.
 */
export function HeldPanel() {
  const { t } = useTranslation('operator');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useQuery(heldQueryOptions(query));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  return (
    <div className="space-y-4">
      <form onSubmit={search} className="flex flex-wrap items-end gap-3">
        <Field
          id="held-query"
          label={t('held.search')}
          hint={t('held.searchHint')}
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input {...control} autoFocus value={typed} onChange={(e) => setTyped(e.target.value)} />
          )}
        </Field>
        <Button type="submit" loading={found.isFetching}>
          {t('held.find')}
        </Button>
      </form>
      {found.isError && <Alert variant="error">{t('held.error')}</Alert>}
      {found.data?.length === 0 && <p className="text-stone-700">{t('held.none')}</p>}
      <ul className="space-y-3">
        {found.data?.map((booking) => (
          <li key={booking._id}>
            <HeldCard booking={booking} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function HeldCard({ booking }: { booking: HeldBooking }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const pay = usePayHeld();
  const [error, setError] = useState<string | null>(null);
  const { departure } = booking;

  async function take() {
    setError(null);
    try {
      await pay.mutateAsync(booking._id);
      toast.success(t('held.paid', { reference: booking.reference }));
      await openReceipt(booking._id);
    } catch (failure) {
      setError(errorText(failure as Error) ?? t('counter.saleFailed'));
    }
  }

  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <div className="space-y-0.5">
        <p className="font-bold text-stone-950">
          {booking.reference} · {booking.passenger} · {t(`held.channel.${booking.channel}`)}
        </p>
        <p className="text-sm text-stone-700">
          {departure.from} – {departure.to} · {departure.departureDate} {departure.departureTime} ·{' '}
          {t('drawer.seats', { seats: booking.seats.join(', '), count: booking.seats.length })} ·{' '}
          {t('held.until', { time: booking.holdExpiresAt.slice(11, 16) })}
        </p>
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <Button onClick={() => void take()} loading={pay.isPending}>
        {t('held.take', { total: formatFcfa(booking.totalPrice) })}
      </Button>
    </Card>
  );
}
