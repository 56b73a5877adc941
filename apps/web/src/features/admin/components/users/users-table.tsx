import { formatPhone, type User } from '@gbaka/shared';
import { Ban, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type RowAction } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  onEdit: (user: User) => void;
  onToggleBan: (user: User) => void;
  onDelete: (user: User) => void;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();
const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';

/** SPEC §2 Users: an administrator can neither ban nor delete themself. */
export function UsersTable({ users, currentUserId, onEdit, onToggleBan, onDelete }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('users.name'),
      rowHeader: true,
      cell: (user) => (
        <>
          {fullName(user)}
          {user._id === currentUserId && (
            <span className="ml-2 text-xs font-medium text-stone-600">{t('users.you')}</span>
          )}
        </>
      ),
    },
    { id: 'email', header: t('users.email'), className: 'break-all', cell: (user) => user.email ?? '—' },
    {
      id: 'phone',
      header: t('users.phone'),
      className: 'whitespace-nowrap',
      cell: (user) => (user.phone ? formatPhone(user.phone) : '—'),
    },
    {
      id: 'role',
      header: t('users.role'),
      cell: (user) => (
        <span
          className={cn(
            badge,
            user.role === 'admin' ? 'bg-accent-100 text-accent-900' : 'bg-stone-100 text-stone-800',
          )}
        >
          {t(`users.roles.${user.role}`)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('users.status'),
      cell: (user) => (
        <span
          className={cn(badge, user.isBanned ? 'bg-red-100 text-red-800' : 'bg-brand-100 text-brand-900')}
        >
          {user.isBanned ? t('users.statusBanned') : t('users.statusActive')}
        </span>
      ),
    },
  ];
  const actions = (user: User): RowAction[] => {
    const name = fullName(user);
    const self = user._id === currentUserId;
    return [
      { icon: Pencil, label: t('users.editLabel', { name }), onSelect: () => onEdit(user) },
      {
        icon: user.isBanned ? ShieldCheck : Ban,
        tone: user.isBanned ? 'success' : 'warning',
        label: user.isBanned ? t('users.unbanLabel', { name }) : t('users.banLabel', { name }),
        disabled: self,
        onSelect: () => onToggleBan(user),
      },
      {
        icon: Trash2,
        tone: 'danger',
        label: t('users.deleteLabel', { name }),
        disabled: self,
        onSelect: () => onDelete(user),
      },
    ];
  };
  return (
    <DataTable
      label={t('users.tableLabel')}
      rows={users}
      rowKey={(user) => user._id}
      columns={columns}
      actions={{ header: t('common.actions'), of: actions }}
    />
  );
}
