import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { IconButton, type IconButtonTone } from './icon-button';

export interface RowAction {
  /** The accessible name; it names the row too ("Modifier Abidjan"), as a list of buttons reads alike otherwise. */
  label: string;
  onSelect: () => void;
  /** An icon button (its label as tooltip) or, with `text` instead, a small outlined button. */
  icon?: LucideIcon;
  text?: string;
  tone?: IconButtonTone;
  disabled?: boolean;
}

/** A row's look: `selected` (ticked), `danger` (a row that needs attention), `muted` (past, inactive). */
export type RowTone = 'default' | 'selected' | 'danger' | 'muted';

export const rowTones: Record<RowTone, string> = {
  default: 'bg-white hover:bg-stone-50',
  selected: 'bg-brand-50',
  danger: 'bg-red-50',
  muted: 'bg-stone-50',
};

/** The actions of one row of a table or of one card of a list. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="inline-flex items-center gap-1">
      {actions.map(({ label, onSelect, icon, text, tone, disabled }) =>
        icon && !text ? (
          <IconButton
            key={label}
            icon={icon}
            label={label}
            tone={tone}
            disabled={disabled}
            onClick={onSelect}
          />
        ) : (
          <Button
            key={label}
            size="sm"
            variant="outline"
            aria-label={label}
            disabled={disabled}
            onClick={onSelect}
          >
            {text}
          </Button>
        ),
      )}
    </div>
  );
}
