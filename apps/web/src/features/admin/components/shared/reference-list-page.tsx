import type { SuccessResponse } from '@gbaka/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../../api/admin-query';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import type { EditDelete } from './row-actions';
import { SearchForm } from './search-form';
import { ListStates } from './states';

interface ReferenceListPageProps<T extends { _id: string }> {
  /** The section of the admin catalogue that names everything on the page (title, search, states, toasts). */
  section: 'cities' | 'companies' | 'buses';
  useItems: (search: string) => UseQueryResult<SuccessResponse<T[]>>;
  remove: (id: string) => Promise<unknown>;
  deleteConfirm: (item: T) => string;
  table: (items: readonly T[], actions: EditDelete<T>) => ReactNode;
  form: (item: T | null, onDone: () => void) => ReactNode;
  /** The label of a "show all" button offered when a search finds nothing (SPEC §2 Buses); none without. */
  showAllLabel?: string;
}

/**
 * The back office's reference lists (SPEC §2 Companies, Cities, Buses): a header with the count and an add
 * button, a search, the table, and the add/edit dialog and delete confirmation it opens.
 */
export function ReferenceListPage<T extends { _id: string }>({
  section,
  useItems,
  remove,
  deleteConfirm,
  table,
  form,
  showAllLabel,
}: ReferenceListPageProps<T>) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t(`${section}.title`));
  const [search, setSearch] = useState('');
  // Remounts the search box when "show all" clears the search, so that its text clears too.
  const [searchKey, setSearchKey] = useState(0);
  const items = useItems(search);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useAdminMutation({
    mutationFn: (item: T) => remove(item._id),
    success: () => t(`${section}.deleted`),
    failure: t(`${section}.deleteError`),
  });
  const list = items.data?.data;
  const clearSearch = () => {
    setSearch('');
    setSearchKey((key) => key + 1);
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(`${section}.title`)}
        description={list ? t(`${section}.total`, { count: list.length }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t(`${section}.add`)}
          </Button>
        }
      />
      <SearchForm
        key={searchKey}
        id={`${section}-search`}
        label={t(`${section}.searchLabel`)}
        placeholder={t(`${section}.searchPlaceholder`)}
        onSearch={setSearch}
      />
      <ListStates
        section={section}
        query={items}
        items={list}
        emptyAction={
          showAllLabel &&
          search && (
            <Button variant="link" onClick={clearSearch}>
              {showAllLabel}
            </Button>
          )
        }
      >
        {(shown) => table(shown, { onEdit: setEditing, onDelete: setDeleting })}
      </ListStates>

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
        description={deleting ? deleteConfirm(deleting) : ''}
        confirmLabel={t('common.delete')}
        loading={removal.isPending}
        onConfirm={() => deleting && removal.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
