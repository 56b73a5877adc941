import { MapPin } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { controlClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/cn';
import { exactCity, filterCities } from './search-form-rules';

interface CityComboboxProps {
  id: string;
  /** The field's name in the form's GET to /search. */
  name: string;
  label: string;
  placeholder: string;
  cities: readonly string[];
  /** The chosen city, '' when none. */
  value: string;
  onChange: (city: string) => void;
  describedBy?: string;
}

/**
 * A text input with a filtered list of cities (WAI-ARIA combobox with list autocomplete). Typing a city's exact
 * name chooses it and emptying the field clears it (SPEC §5); any other text leaves no city chosen, so what the
 * field shows is always what will be searched.
 */
export function CityCombobox({
  id,
  name,
  label,
  placeholder,
  cities,
  value,
  onChange,
  describedBy,
}: CityComboboxProps) {
  const { t } = useTranslation('search');
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The value also changes from outside (defaults, swap, the other field taking this city): show it. A change this
  // field made itself (typing a partial name clears the value) must not wipe what is being typed, nor must the first
  // value, which the field's own text may have replaced since (below).
  const emitted = useRef(value);
  const seen = useRef(value);
  useEffect(() => {
    if (value === seen.current) return;
    seen.current = value;
    if (value !== emitted.current) setText(value);
    emitted.current = value;
  }, [value]);
  const emit = (city: string) => {
    emitted.current = city;
    onChange(city);
  };

  // A server-rendered field (DESIGN §12) can be typed in before the script runs, and the script starts from the value
  // the server wrote: once, when it takes the field over, the field's own text wins and chooses a city as typing does.
  // Read from the element, so that it holds whichever runtime hydrates it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    setText(input.value);
    emit(exactCity(cities, input.value) ?? '');
    if (input === document.activeElement) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what the page was hydrated with
  }, []);

  const typedCity = exactCity(cities, text);
  const matches = filterCities(cities, typedCity ? '' : text);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
  });

  function choose(city: string) {
    setText(city);
    emit(city);
    setOpen(false);
    setActive(-1);
  }

  function onType(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    const exact = exactCity(cities, next);
    emit(exact ?? '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && active >= 0 && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-brand-700"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          className={cn(controlClasses, 'pl-10')}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 text-stone-900 shadow-lg"
      >
        {matches.map((city, index) => (
          <li
            key={city}
            id={optionId(index)}
            role="option"
            aria-selected={city === value}
            className={cn(
              'cursor-pointer px-3 py-2.5',
              index === active && 'bg-brand-100',
              city === value && 'font-semibold text-brand-800',
            )}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
          >
            {city}
          </li>
        ))}
        {matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2.5 text-stone-600">
            {t('hero.noCity')}
          </li>
        )}
      </ul>
    </div>
  );
}
