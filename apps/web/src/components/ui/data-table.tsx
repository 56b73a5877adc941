import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DataCards } from './data-cards';
import { RowActions, rowTones, type RowAction, type RowTone } from './row-actions';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** `end` for numbers and amounts, so that a column of them lines up. */
  align?: 'start' | 'end';
  /** The cell that names its row (`<th scope="row">`): a screen reader reads it before every other cell. */
  rowHeader?: boolean;
  /** Classes of the body cells (width, font, wrapping). */
  className?: string;
}

export type { RowAction, RowTone } from './row-actions';

interface DataTableProps<T> {
  /** Names the table and its scrolling region. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  /** The last column's header and each row's actions. */
  actions?: { header: string; of: (row: T) => readonly RowAction[] };
  rowTone?: (row: T) => RowTone;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** Below the table: its pagination. */
  footer?: ReactNode;
  /** The width under which the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
  /**
   * On a phone, a card per row instead (the same columns, header beside value), and the table from a tablet's
   * width up: for a list read on the move rather than compared column by column.
   */
  cardsOnPhone?: boolean;
}

const th =
  'border-b border-stone-200 bg-stone-50 px-2.5 py-3 align-bottom text-xs font-bold tracking-wide text-stone-700 uppercase';
const td = 'border-b border-stone-100 px-2.5 py-2 align-middle text-stone-900';
// A long name breaks anywhere rather than push the table past its screen.
const rowHeader = 'font-semibold wrap-anywhere';
// The actions stay in view, pinned to the right edge, while the other columns scroll under them (a phone, a
// narrow window): a row can always be edited without scrolling to find its buttons.
const pinned = 'sticky right-0 text-right whitespace-nowrap shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]';

/**
 * A list of records as a real table: column definitions, row actions, an empty state and a pagination slot. Wider
 * than its screen, the table scrolls sideways inside its card (a named, focusable region, so that a keyboard
 * scrolls it too), never the page, and its actions column stays pinned in view.
 */
export function DataTable<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  rowTone,
  empty,
  footer,
  minWidth = 'min-w-[44rem]',
  cardsOnPhone = false,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  const align = (column: Column<T>) => column.align === 'end' && 'text-right';
  const table = (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm',
        cardsOnPhone && 'hidden md:block',
      )}
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn(th, align(column))}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(th, pinned)}>
                {actions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowTones[rowTone?.(row) ?? 'default']}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(td, column.rowHeader && rowHeader, align(column), column.className)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
              {actions && (
                <td className={cn(td, pinned, 'bg-inherit')}>
                  <RowActions actions={actions.of(row)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const cards = cardsOnPhone && (
    <DataCards
      label={label}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      actions={actions?.of}
      rowTone={rowTone}
      className="md:hidden"
    />
  );
  return footer || cards ? (
    <div className="space-y-4">
      {cards}
      {table}
      {footer}
    </div>
  ) : (
    table
  );
}
