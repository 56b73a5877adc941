import { cn } from '@/lib/cn';
import type { Column } from './data-table';
import { RowActions, rowTones, type RowAction, type RowTone } from './row-actions';

interface DataCardsProps<T> {
  /** Names the list. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  actions?: (row: T) => readonly RowAction[];
  rowTone?: (row: T) => RowTone;
  className?: string;
}

/**
 * A table's rows as cards, for a phone (DataTable's `cardsOnPhone`): the row's header as the card's title, every
 * other column as its header beside its value, the actions below. Nothing to scroll sideways at 360 px.
 */
export function DataCards<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  rowTone,
  className,
}: DataCardsProps<T>) {
  const title = columns.find((column) => column.rowHeader);
  const details = columns.filter((column) => column !== title);
  return (
    <ul aria-label={label} className={cn('space-y-2', className)}>
      {rows.map((row) => {
        const rowActions = actions?.(row) ?? [];
        return (
          <li
            key={rowKey(row)}
            className={cn(
              'space-y-2 rounded-xl border border-stone-200 p-3 text-sm shadow-sm',
              rowTones[rowTone?.(row) ?? 'default'],
            )}
          >
            {title && (
              <p className="text-base font-semibold wrap-anywhere text-stone-950">{title.cell(row)}</p>
            )}
            <dl className="space-y-1">
              {details.map((column) => (
                <div key={column.id} className="flex flex-wrap gap-x-2">
                  <dt className="text-stone-600">{column.header}</dt>
                  <dd className={cn('min-w-0 font-medium text-stone-900', column.className)}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
            {rowActions.length > 0 && (
              <div className="flex justify-end border-t border-stone-100 pt-1">
                <RowActions actions={rowActions} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
