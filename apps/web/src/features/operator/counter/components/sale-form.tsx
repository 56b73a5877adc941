import { counterSaleSchema, formatFcfa, type CounterSaleInput, type Departure } from '@gbaka/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatLegend, SeatMap } from '@/components/seat-map';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';
import { useCounterSeats, useSell, type SaleAnswer } from '../api/counter';

type Method = 'cash' | 'mobile_money';

/**
 * One sale at the counter: seats on the map, a name per seat, one phone, cash or mobile money, "Encaisser". The
 * Idempotency-Key is drawn once per sale and kept until it succeeds, so pressing "Encaisser" again after a lost
 * answer replays the first one; the next sale draws a new key (the parent remounts the form).
 */
export function SaleForm({
  departure,
  onSold,
}: {
  departure: Departure;
  onSold: (sale: SaleAnswer) => void;
}) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const seats = useCounterSeats(departure);
  const sell = useSell();
  const key = useRef(crypto.randomUUID());
  const [selected, setSelected] = useState<number[]>([]);
  const [seatText, setSeatText] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<Method>('cash');
  const [payer, setPayer] = useState('');
  const [error, setError] = useState<string | null>(null);

  const available = (seat: number) =>
    seats.data?.seats.some((s) => s.number === seat && s.status === 'available') ?? false;
  function choose(next: number[]) {
    setSelected(next);
    setSeatText(next.join(' '));
  }
  function toggle(seat: number, status: string | undefined) {
    if (status !== 'available' && !selected.includes(seat)) return;
    choose(selected.includes(seat) ? selected.filter((s) => s !== seat) : [...selected, seat].slice(0, 5));
  }
  /** Keyboard first: "1 2" (or "1,2") picks seats 1 and 2 without the map; a seat not for sale is left out. */
  function typeSeats(text: string) {
    setSeatText(text);
    const typed = text
      .split(/[\s,;]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    setSelected([...new Set(typed)].filter(available).slice(0, 5));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const sale: CounterSaleInput = {
      tripId: departure._id,
      seats: selected,
      passengers: selected.map((seat) => ({ seat, fullName: names[seat] ?? '' })),
      phone,
      payment: method === 'cash' ? { method } : { method, phone: payer || phone },
    };
    const checked = counterSaleSchema.safeParse(sale);
    if (!checked.success) {
      setError(t('counter.checkForm'));
      return;
    }
    try {
      onSold(await sell.mutateAsync({ sale, key: key.current }));
    } catch (failure) {
      setError(errorText(failure as Error) ?? t('counter.saleFailed'));
      void seats.refetch();
    }
  }

  const total = departure.price * selected.length;
  return (
    <form onSubmit={submit} className="grid gap-6 lg:grid-cols-[auto_1fr]" aria-label={t('counter.saleForm')}>
      <div className="space-y-3">
        {seats.data ? (
          <>
            <SeatMap layout={seats.data} selected={selected} onSeat={toggle} />
            <SeatLegend />
          </>
        ) : (
          <p className="text-stone-600">{t('counter.loadingSeats')}</p>
        )}
      </div>
      <div className="space-y-4">
        <Field id="counter-seats" label={t('counter.seats')} hint={t('counter.seatsHint')}>
          {(control) => (
            <Input
              {...control}
              autoFocus
              autoComplete="off"
              inputMode="numeric"
              value={seatText}
              onChange={(e) => typeSeats(e.target.value)}
            />
          )}
        </Field>
        {selected.map((seat) => (
          <Field key={seat} id={`counter-name-${seat}`} label={t('counter.nameForSeat', { seat })}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={names[seat] ?? ''}
                onChange={(e) => setNames((now) => ({ ...now, [seat]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <Field id="counter-phone" label={t('counter.phone')} hint={t('counter.phoneHint')}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-stone-900">{t('counter.payment')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['cash', 'mobile_money'] as const).map((m) => (
              <label key={m} className="flex min-h-11 items-center gap-2 font-medium text-stone-900">
                <input
                  type="radio"
                  name="counter-method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  className="size-5 accent-brand-700"
                />
                {t(`counter.method.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {method === 'mobile_money' && (
          <Field id="counter-payer" label={t('counter.payerPhone')} hint={t('counter.payerHint')}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                value={payer}
                onChange={(e) => setPayer(e.target.value)}
              />
            )}
          </Field>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-100 px-4 py-3">
          <span className="text-stone-800">
            {t('counter.total')}{' '}
            <strong className="text-2xl tabular-nums text-stone-950" data-testid="counter-total">
              {formatFcfa(total)}
            </strong>
          </span>
          <Button type="submit" size="lg" loading={sell.isPending} disabled={selected.length === 0}>
            {t('counter.cashIn')}
          </Button>
        </div>
      </div>
    </form>
  );
}
