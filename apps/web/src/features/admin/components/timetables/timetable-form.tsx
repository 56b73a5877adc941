import { adminTimetableSchema, type AdminTimetable, type AdminTimetableView } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { TimetableForm as TimetableFormBody } from '@/components/back-office/timetable-form';
import { useAdminMutation } from '../../api/admin-query';
import { createTimetable, updateTimetable, type TimetableSaved } from '../../api/timetables';
import { LineFields } from '../shared/line-fields';

interface TimetableFormProps {
  line: AdminTimetableView | null;
  companyId: string;
  onSaved: (answer: TimetableSaved) => void;
}

/** A company's regular line, with the company and its buses to choose from. */
export function TimetableForm({ line, companyId, onSaved }: TimetableFormProps) {
  const { t } = useTranslation('admin');
  const save = useAdminMutation({
    mutationFn: (body: AdminTimetable) =>
      line ? updateTimetable({ id: line._id, body }) : createTimetable(body),
    success: (answer) => answer.message,
    failure: t('timetables.saveError'),
  });
  return (
    <TimetableFormBody
      line={line}
      schema={adminTimetableSchema}
      companyId={companyId}
      save={save.mutateAsync}
      onSaved={onSaved}
      lineFields={
        <LineFields
          idPrefix="timetable"
          names={{ from: 'fromCityId', to: 'toCityId', company: 'companyId', bus: 'busId' }}
        />
      }
      text={{
        days: t('timetables.days'),
        price: t('timetables.price'),
        popular: t('trips.fields.popular'),
        active: t('timetables.active'),
        submit: line ? t('common.save') : t('timetables.createAndGenerate'),
      }}
    />
  );
}
