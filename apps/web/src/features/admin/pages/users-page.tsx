import type { User } from '@gbaka/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import { deleteUser, toggleBan, useUsers } from '../api/users';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { NumberedPager } from '../components/shared/pagers';
import { SearchForm } from '../components/shared/search-form';
import { ListStates } from '../components/shared/states';
import { UserForm } from '../components/users/user-form';
import { UsersTable } from '../components/users/users-table';

type Pending = { kind: 'ban' | 'delete'; user: User } | null;

/** SPEC §2 Admin Users: 10 a page with search, add and edit dialog, ban toggle and delete, both confirmed. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  const { user: me } = useSession();
  const [query, setQuery] = useState({ page: 1, search: '' });
  const users = useUsers(query);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const ban = useAdminMutation({
    mutationFn: (user: User) => toggleBan(user._id),
    success: (answer) => (answer.data.isBanned ? t('users.bannedDone') : t('users.unbannedDone')),
    failure: t('users.banError'),
  });
  const remove = useAdminMutation({
    mutationFn: (user: User) => deleteUser(user._id),
    success: () => t('users.deleted'),
    failure: t('users.deleteError'),
  });

  const confirm = () => {
    if (!pending) return;
    const action = pending.kind === 'ban' ? ban : remove;
    action.mutate(pending.user, { onSettled: () => setPending(null) });
  };
  const name = pending ? `${pending.user.firstName} ${pending.user.lastName}` : '';
  const data = users.data;
  const pagination = data?.pagination;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('users.title')}
        description={data ? t('users.total', { count: data.pagination.total }) : undefined}
        actions={
          <Button onClick={() => setEditing('new')}>
            <UserPlus className="size-5" aria-hidden="true" />
            {t('users.add')}
          </Button>
        }
      />
      <SearchForm
        id="users-search"
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        onSearch={(search) => setQuery({ page: 1, search })}
      />
      <ListStates section="users" query={users} items={data?.data}>
        {(rows) => (
          <>
            <UsersTable
              users={rows}
              currentUserId={me?._id ?? ''}
              onEdit={setEditing}
              onToggleBan={(user) => setPending({ kind: 'ban', user })}
              onDelete={(user) => setPending({ kind: 'delete', user })}
            />
            {pagination && (
              <NumberedPager
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                onChange={(page) => setQuery((q) => ({ ...q, page }))}
              />
            )}
          </>
        )}
      </ListStates>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t('users.addTitle') : t('users.editTitle')}>
            <UserForm user={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'delete'
            ? t('common.confirmDelete')
            : pending?.user.isBanned
              ? t('users.unbanTitle')
              : t('users.banTitle')
        }
        description={
          pending?.kind === 'delete'
            ? t('users.deleteConfirm', { name })
            : pending?.user.isBanned
              ? t('users.unbanConfirm', { name })
              : t('users.banConfirm', { name })
        }
        confirmLabel={
          pending?.kind === 'delete'
            ? t('common.delete')
            : pending?.user.isBanned
              ? t('users.unban')
              : t('users.ban')
        }
        tone={pending?.kind === 'ban' && pending.user.isBanned ? 'primary' : 'danger'}
        loading={ban.isPending || remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
