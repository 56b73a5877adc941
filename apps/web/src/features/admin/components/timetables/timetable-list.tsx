import { formatFcfa, type AdminTimetableView } from '@gbaka/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatNumber } from '../../utils/numbers';
import { daysText, ISO_DAYS, weekdayName } from '@/lib/weekdays';
import { useEditDeleteActions, type EditDelete } from '../shared/row-actions';

interface TimetableListProps extends EditDelete<AdminTimetableView> {
  lines: readonly AdminTimetableView[];
}

/** Lines grouped per company, each with the number of its upcoming trips. */
export function TimetableList({ lines, onEdit, onDelete }: TimetableListProps) {
  const { t } = useTranslation('admin');
  const groups = new Map<string, { name: string; lines: AdminTimetableView[] }>();
  for (const line of lines) {
    const group = groups.get(line.company._id) ?? { name: line.company.name, lines: [] };
    group.lines.push(line);
    groups.set(line.company._id, group);
  }
  // With every company listed, each is folded to its summary line; a single company opens at once.
  const open = groups.size === 1;
  return (
    <div className="space-y-3">
      {[...groups.entries()].map(([id, group]) => (
        <details
          key={id}
          open={open}
          className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:bg-stone-50"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-2 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            <h2 className="text-lg font-bold text-stone-950">{group.name}</h2>
            <span className="ml-auto text-right text-sm font-medium text-stone-700">
              {t('timetables.linesCount', { count: group.lines.length })} ·{' '}
              {t('timetables.upcomingCount', {
                count: group.lines.reduce((sum, line) => sum + line.upcomingTrips, 0),
              })}
            </span>
          </summary>
          <div className="p-2 pt-0">
            <TimetableTable lines={group.lines} onEdit={onEdit} onDelete={onDelete} label={group.name} />
          </div>
        </details>
      ))}
    </div>
  );
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';
const lineName = (line: AdminTimetableView) => `${line.from.name} → ${line.to.name}`;

function TimetableTable({ lines, label, ...handlers }: TimetableListProps & { label: string }) {
  const { t, i18n } = useTranslation('admin');
  const actions = useEditDeleteActions('timetables', lineName, handlers);
  const columns: Column<AdminTimetableView>[] = [
    {
      id: 'line',
      header: t('timetables.line'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (line) => (
        <>
          {lineName(line)}
          <span className="mt-1 flex gap-1">
            {!line.active && (
              <span className={`${badge} bg-stone-200 text-stone-800`}>{t('timetables.inactive')}</span>
            )}
            {line.popular && (
              <span className={`${badge} bg-accent-100 text-accent-900`}>{t('timetables.popular')}</span>
            )}
          </span>
        </>
      ),
    },
    {
      id: 'days',
      header: t('timetables.days'),
      cell: (line) => (
        <>
          <span className="sr-only">
            {daysText(line.daysOfWeek, i18n.language, t('timetables.everyDay'))}
          </span>
          <span className="flex gap-0.5" aria-hidden="true">
            {ISO_DAYS.map((day) => (
              <span
                key={day}
                className={cn(
                  'flex size-6 items-center justify-center rounded text-xs font-bold',
                  line.daysOfWeek.includes(day) ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-500',
                )}
              >
                {weekdayName(day, i18n.language, 'short').slice(0, 1).toUpperCase()}
              </span>
            ))}
          </span>
        </>
      ),
    },
    {
      id: 'schedule',
      header: t('timetables.schedule'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => (
        <>
          {line.departureTime} → {line.arrivalTime}
          <span className="block text-xs text-stone-600">{line.duration}</span>
        </>
      ),
    },
    {
      id: 'bus',
      header: t('timetables.bus'),
      cell: (line) => (
        <>
          {line.bus.name}
          <span className="block font-mono text-xs whitespace-nowrap text-stone-600">
            {line.bus.busNumber}
          </span>
        </>
      ),
    },
    {
      id: 'price',
      header: t('timetables.price'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => formatFcfa(line.price),
    },
    {
      id: 'upcoming',
      header: t('timetables.upcoming'),
      align: 'end',
      className: 'font-bold tabular-nums',
      cell: (line) => formatNumber(line.upcomingTrips),
    },
  ];
  return (
    <DataTable
      label={t('timetables.tableLabel', { company: label })}
      minWidth="min-w-[56rem]"
      rows={lines}
      rowKey={(line) => line._id}
      rowTone={(line) => (line.active ? 'default' : 'muted')}
      columns={columns}
      actions={actions}
    />
  );
}
