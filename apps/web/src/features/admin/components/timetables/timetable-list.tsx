import { formatFcfa, type AdminTimetableView } from '@gbaka/shared';
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '../../utils/numbers';
import { daysText, ISO_DAYS, weekdayName } from '../../utils/weekdays';
import { IconButton } from '@/components/ui/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface TimetableListProps {
  lines: readonly AdminTimetableView[];
  onEdit: (line: AdminTimetableView) => void;
  onDelete: (line: AdminTimetableView) => void;
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

function TimetableTable({ lines, onEdit, onDelete, label }: TimetableListProps & { label: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <TableCard label={t('timetables.tableLabel', { company: label })} minWidth="min-w-[56rem]">
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('timetables.line')}
          </th>
          <th scope="col" className={thClasses}>
            {t('timetables.days')}
          </th>
          <th scope="col" className={thClasses}>
            {t('timetables.schedule')}
          </th>
          <th scope="col" className={thClasses}>
            {t('timetables.bus')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('timetables.price')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('timetables.upcoming')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const name = `${line.from.name} → ${line.to.name}`;
          return (
            <tr key={line._id} className={line.active ? 'hover:bg-stone-50' : 'bg-stone-50 text-stone-600'}>
              <th scope="row" className={cn(tdClasses, 'font-semibold whitespace-nowrap')}>
                {name}
                <span className="mt-1 flex gap-1">
                  {!line.active && (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">
                      {t('timetables.inactive')}
                    </span>
                  )}
                  {line.popular && (
                    <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
                      {t('timetables.popular')}
                    </span>
                  )}
                </span>
              </th>
              <td className={tdClasses}>
                <span className="sr-only">
                  {daysText(line.daysOfWeek, i18n.language, t('timetables.everyDay'))}
                </span>
                <span className="flex gap-0.5" aria-hidden="true">
                  {ISO_DAYS.map((day) => (
                    <span
                      key={day}
                      className={cn(
                        'flex size-7 items-center justify-center rounded text-xs font-bold',
                        line.daysOfWeek.includes(day)
                          ? 'bg-brand-700 text-white'
                          : 'bg-stone-100 text-stone-500',
                      )}
                    >
                      {weekdayName(day, i18n.language, 'short').slice(0, 1).toUpperCase()}
                    </span>
                  ))}
                </span>
              </td>
              <td className={cn(tdClasses, 'whitespace-nowrap tabular-nums')}>
                {line.departureTime} → {line.arrivalTime}
                <span className="block text-xs text-stone-600">{line.duration}</span>
              </td>
              <td className={tdClasses}>
                {line.bus.name}
                <span className="block font-mono text-xs text-stone-600">{line.bus.busNumber}</span>
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap tabular-nums')}>
                {formatFcfa(line.price)}
              </td>
              <td className={cn(tdClasses, 'text-right font-bold tabular-nums')}>
                {formatNumber(line.upcomingTrips)}
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
                <IconButton
                  icon={Pencil}
                  label={t('timetables.editLabel', { name })}
                  onClick={() => onEdit(line)}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('timetables.deleteLabel', { name })}
                  onClick={() => onDelete(line)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableCard>
  );
}
