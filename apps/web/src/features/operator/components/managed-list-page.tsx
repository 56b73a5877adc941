import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { StaffListStates } from '@/components/back-office/states';
import { Button } from '@/components/ui/button';
import type { RowAction } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorMutation } from '../api/operator-query';

type Section = 'fleet' | 'timetables';

interface ManagedListPageProps<T extends { _id: string }> {
  section: Section;
  query: UseQueryResult<T[]>;
  name: (item: T) => string;
  remove: (id: string) => Promise<unknown>;
  table: (items: readonly T[], actions: { header: string; of: (item: T) => RowAction[] }) => ReactNode;
  form: (item: T | null, onDone: () => void) => ReactNode;
}

/**
 * A list of the company's own things (buses, timetables) with "add", "edit" and "delete", in dialogs: the
 * workspace's counterpart of the back office's ReferenceListPage. Each section names its texts in the catalogue.
 */
export function ManagedListPage<T extends { _id: string }>({
  section,
  query,
  name,
  remove,
  table,
  form,
}: ManagedListPageProps<T>) {
  const { t } = useTranslation('operator');
  useDocumentTitle(t(`${section}.title`));
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useOperatorMutation({
    mutationFn: (item: T) => remove(item._id),
    success: () => t(`${section}.deleted`),
    failure: t(`${section}.deleteError`),
  });
  const actions = {
    header: t('common.actions'),
    of: (item: T): RowAction[] => [
      { icon: Pencil, label: t('common.editLabel', { name: name(item) }), onSelect: () => setEditing(item) },
      {
        icon: Trash2,
        tone: 'danger',
        label: t('common.deleteLabel', { name: name(item) }),
        onSelect: () => setDeleting(item),
      },
    ],
  };
  const add = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-5" aria-hidden="true" />
      {t(`${section}.add`)}
    </Button>
  );
  return (
    <div className="space-y-5">
      <PageHeader title={t(`${section}.title`)} description={t(`${section}.subtitle`)} actions={add} />
      <StaffListStates
        texts={{
          loading: t(`${section}.loading`),
          loadError: t(`${section}.loadError`),
          empty: t(`${section}.empty`),
        }}
        query={query}
        items={query.data}
      >
        {(items) => table(items, actions)}
      </StaffListStates>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t(`${section}.addTitle`) : t(`${section}.editTitle`)}>
            {form(editing === 'new' ? null : editing, () => setEditing(null))}
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={deleting ? t(`${section}.deleteConfirm`, { name: name(deleting) }) : ''}
        confirmLabel={t('common.delete')}
        loading={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
