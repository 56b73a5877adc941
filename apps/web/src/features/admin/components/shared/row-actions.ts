import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/components/ui/data-table';

export interface EditDelete<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

type Section = 'buses' | 'cities' | 'companies' | 'trips' | 'timetables';

/**
 * The actions column of a list whose rows are edited and deleted, each button named after its row
 * ("Modifier Abidjan"); `more` adds a row's other actions between the two.
 */
export function useEditDeleteActions<T>(
  section: Section,
  name: (item: T) => string,
  { onEdit, onDelete }: EditDelete<T>,
  more: (item: T) => RowAction[] = () => [],
) {
  const { t } = useTranslation('admin');
  return {
    header: t('common.actions'),
    of: (item: T): RowAction[] => [
      { icon: Pencil, label: t(`${section}.editLabel`, { name: name(item) }), onSelect: () => onEdit(item) },
      ...more(item),
      {
        icon: Trash2,
        tone: 'danger',
        label: t(`${section}.deleteLabel`, { name: name(item) }),
        onSelect: () => onDelete(item),
      },
    ],
  };
}
