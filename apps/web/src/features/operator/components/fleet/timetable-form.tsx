import { operatorTimetableSchema, type AdminTimetableView, type OperatorTimetable } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { TimetableForm as TimetableFormBody } from '@/components/back-office/timetable-form';
import { createTimetable, updateTimetable } from '../../api/fleet';
import { useOperatorMutation } from '../../api/operator-query';
import { LineSelects } from './line-selects';

/** A regular line of the company: the back office's form and rules, without the company (the caller's). */
export function TimetableForm({ line, onDone }: { line: AdminTimetableView | null; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const save = useOperatorMutation({
    mutationFn: (body: OperatorTimetable) =>
      line ? updateTimetable({ id: line._id, body }) : createTimetable(body),
    success: (answer) => answer.message,
    failure: t('timetables.saveError'),
  });
  return (
    <TimetableFormBody
      line={line}
      schema={operatorTimetableSchema}
      save={save.mutateAsync}
      onSaved={onDone}
      lineFields={<LineSelects idPrefix="timetable" />}
      text={{
        days: t('timetables.days'),
        price: t('fleet.price'),
        popular: t('timetables.popular'),
        active: t('timetables.active'),
        submit: line ? t('common.save') : t('timetables.add'),
      }}
    />
  );
}
