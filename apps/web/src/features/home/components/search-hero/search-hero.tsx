import { PASSENGER_OPTIONS, SEARCH_TIME_OPTIONS, TRIP_TYPES } from '@gbaka/shared';
import { ArrowLeftRight, Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { searchPath, type WithSearch } from '@/lib/booking/search-state';
import { useSearchFormData } from '../../api/search-form-data';
import { CityCombobox } from './city-combobox';
import { useSearchForm } from './use-search-form';

/** SPEC §9: the search button waits 100 ms, long enough to show it is working, before leaving for /search. */
const SEARCH_DELAY_MS = 100;

/** The home page's trip search form (SPEC §2 Home, §5 Search). It hands the search to /search in router state. */
export function SearchHero() {
  const { t } = useTranslation(['search', 'messages']);
  const navigate = useNavigate();
  const data = useSearchFormData();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSearchForm({ departure: data.departureCities, arrival: data.arrivalCities }, formRef);
  const [searching, setSearching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hintId = 'search-hero-hint';
  const blocked = data.isLoading || searching || form.missing !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    setSearching(true);
    const state: WithSearch = { search: form.toSearchState() };
    timer.current = window.setTimeout(
      () => void navigate(searchPath(state.search), { state }),
      SEARCH_DELAY_MS,
    );
  }

  return (
    // A real GET form (DESIGN §12): tapped before the script has run, the browser itself opens /search?from=…
    <form
      ref={formRef}
      method="get"
      action="/search"
      onSubmit={onSubmit}
      aria-label={t('hero.formLabel')}
      className="rounded-2xl bg-white p-4 text-stone-900 shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <fieldset className="mb-4">
        <legend className="sr-only">{t('hero.tripType')}</legend>
        <div className="inline-flex rounded-lg bg-stone-100 p-1">
          {TRIP_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-700',
                form.tripType === type
                  ? 'bg-brand-700 text-white shadow'
                  : 'text-stone-700 hover:text-stone-950',
              )}
            >
              <input
                type="radio"
                name="tripType"
                value={type}
                checked={form.tripType === type}
                onChange={() => form.setTripType(type)}
                className="sr-only"
              />
              {t(`hero.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-12">
        <div className="grid items-end gap-2 sm:grid-cols-[1fr_auto_1fr] lg:col-span-6">
          <CityCombobox
            id="search-from"
            name="from"
            label={t('hero.from')}
            placeholder={t('hero.fromPlaceholder')}
            cities={form.departureCities}
            value={form.from}
            onChange={form.chooseFrom}
            describedBy={form.missing ? hintId : undefined}
          />
          <Button
            variant="outline"
            size="icon"
            className="justify-self-center rounded-full max-sm:-my-1 max-sm:rotate-90"
            onClick={form.swap}
            disabled={!form.from || !form.to}
            aria-label={t('hero.swap')}
            title={t('hero.swap')}
          >
            <ArrowLeftRight className="size-5" aria-hidden="true" />
          </Button>
          <CityCombobox
            id="search-to"
            name="to"
            label={t('hero.to')}
            placeholder={t('hero.toPlaceholder')}
            cities={form.arrivalCities}
            value={form.to}
            onChange={form.chooseTo}
            describedBy={form.missing ? hintId : undefined}
          />
        </div>

        <div className="grid grid-cols-2 gap-4 lg:col-span-6">
          <Field id="search-departure-date" label={t('hero.departureDate')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                name="departureDate"
                required
                min={form.today}
                value={form.departureDate}
                onChange={(event) => form.setDepartureDate(event.target.value)}
              />
            )}
          </Field>
          {form.tripType === 'roundTrip' ? (
            <Field id="search-return-date" label={t('hero.returnDate')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  name="returnDate"
                  required
                  min={form.departureDate}
                  value={form.returnDate}
                  onChange={(event) => form.setReturnDate(event.target.value)}
                />
              )}
            </Field>
          ) : (
            <Field id="search-time" label={t('hero.time')}>
              {(control) => (
                <TimeSelect {...control} value={form.departureTime} onChange={form.setDepartureTime} />
              )}
            </Field>
          )}
        </div>

        {form.tripType === 'roundTrip' && (
          <Field id="search-time" label={t('hero.time')} className="lg:col-span-4">
            {(control) => (
              <TimeSelect {...control} value={form.departureTime} onChange={form.setDepartureTime} />
            )}
          </Field>
        )}
        <Field
          id="search-company"
          label={t('hero.company')}
          className={form.tripType === 'roundTrip' ? 'lg:col-span-4' : 'lg:col-span-5'}
        >
          {(control) => (
            <Select
              {...control}
              name="companyName"
              value={form.companyName}
              onChange={(event) => form.setCompanyName(event.target.value)}
            >
              <option value="all">{t('hero.allCompanies')}</option>
              {data.companies?.map((company) => (
                <option key={company._id} value={company.name}>
                  {company.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="search-passengers" label={t('hero.passengers')} className="lg:col-span-4">
          {(control) => (
            <Select
              {...control}
              name="passengers"
              value={form.passengers}
              onChange={(event) => form.setPassengers(event.target.value)}
            >
              {PASSENGER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`messages:${option.label}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div
          className={cn('flex items-end', form.tripType === 'roundTrip' ? 'lg:col-span-12' : 'lg:col-span-3')}
        >
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="w-full"
            disabled={blocked}
            loading={searching}
            aria-describedby={form.missing ? hintId : undefined}
          >
            {!searching && <Search className="size-5" aria-hidden="true" />}
            {searching ? t('hero.searching') : t('hero.search')}
          </Button>
        </div>
      </div>

      {form.missing && (
        <p id={hintId} className="mt-3 text-sm font-medium text-accent-800" aria-live="polite">
          {t(`hero.missing.${form.missing}`)}
        </p>
      )}
      {data.error && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>{data.error.message || t('hero.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => void data.retry()}>
            {t('hero.retry')}
          </Button>
        </div>
      )}
    </form>
  );
}

interface TimeSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

function TimeSelect({ value, onChange, ...control }: TimeSelectProps) {
  return (
    <Select
      {...control}
      name="departureTime"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {SEARCH_TIME_OPTIONS.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </Select>
  );
}
