import { formatFcfa, type AdminTimetableView, type Language } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { daysText } from '@/lib/weekdays';
import { deleteTimetable, useTimetables } from '../api/fleet';
import { TimetableForm } from '../components/fleet/timetable-form';
import { ManagedListPage } from '../components/managed-list-page';

/** "Horaires": the company's regular lines, their days, times and fares. */
export function TimetablesPage() {
  const { t, i18n } = useTranslation('operator');
  const lineName = (line: AdminTimetableView) => `${line.from.name} – ${line.to.name} ${line.departureTime}`;
  const columns: Column<AdminTimetableView>[] = [
    {
      id: 'line',
      header: t('timetables.line'),
      rowHeader: true,
      cell: (line) => `${line.from.name} – ${line.to.name}`,
    },
    {
      id: 'days',
      header: t('timetables.days'),
      cell: (line) => daysText(line.daysOfWeek, i18n.language, t('timetables.everyDay')),
    },
    {
      id: 'times',
      header: t('timetables.times'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (line) => `${line.departureTime} → ${line.arrivalTime}`,
    },
    { id: 'bus', header: t('fleet.bus'), cell: (line) => line.bus.name },
    {
      id: 'price',
      header: t('fleet.price'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (line) => formatFcfa(line.price, i18n.language as Language),
    },
    {
      id: 'state',
      header: t('timetables.state'),
      cell: (line) => (line.active ? t('timetables.activeState') : t('timetables.inactiveState')),
    },
    { id: 'upcoming', header: t('timetables.upcoming'), align: 'end', cell: (line) => line.upcomingTrips },
  ];
  return (
    <ManagedListPage
      section="timetables"
      query={useTimetables()}
      name={lineName}
      remove={deleteTimetable}
      table={(lines, actions) => (
        <DataTable
          label={t('timetables.title')}
          rows={lines}
          rowKey={(line) => line._id}
          columns={columns}
          actions={actions}
          rowTone={(line) => (line.active ? 'default' : 'muted')}
        />
      )}
      form={(line, onDone) => <TimetableForm line={line} onDone={onDone} />}
    />
  );
}
