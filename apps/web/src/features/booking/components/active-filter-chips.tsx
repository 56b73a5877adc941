import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Each active filter as a chip that removes it (issue 16): what narrows the list is always in view. */
export function ActiveFilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation('search');
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('filters.activeList')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={t('filters.remove', { filter: chip.label })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3.5 text-sm font-semibold text-brand-900 hover:bg-brand-100"
          >
            {chip.label}
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
