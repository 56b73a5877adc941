import { formatPhone, type User } from '@gbaka/shared';
import { Ban, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { IconButton } from '@/components/ui/icon-button';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  onEdit: (user: User) => void;
  onToggleBan: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ users, currentUserId, onEdit, onToggleBan, onDelete }: UsersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableCard label={t('users.tableLabel')}>
      <thead>
        <tr>
          <th scope="col" className={thClasses}>
            {t('users.name')}
          </th>
          <th scope="col" className={thClasses}>
            {t('users.email')}
          </th>
          <th scope="col" className={thClasses}>
            {t('users.phone')}
          </th>
          <th scope="col" className={thClasses}>
            {t('users.role')}
          </th>
          <th scope="col" className={thClasses}>
            {t('users.status')}
          </th>
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = `${user.firstName} ${user.lastName}`.trim();
          const self = user._id === currentUserId;
          return (
            <tr key={user._id} className="hover:bg-stone-50">
              <th scope="row" className={cn(tdClasses, 'font-semibold')}>
                {name}
                {self && <span className="ml-2 text-xs font-medium text-stone-600">{t('users.you')}</span>}
              </th>
              <td className={cn(tdClasses, 'break-all')}>{user.email ?? '—'}</td>
              <td className={cn(tdClasses, 'whitespace-nowrap')}>
                {user.phone ? formatPhone(user.phone) : '—'}
              </td>
              <td className={tdClasses}>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-bold',
                    user.role === 'admin' ? 'bg-accent-100 text-accent-900' : 'bg-stone-100 text-stone-800',
                  )}
                >
                  {t(`users.roles.${user.role}`)}
                </span>
              </td>
              <td className={tdClasses}>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-bold',
                    user.isBanned ? 'bg-red-100 text-red-800' : 'bg-brand-100 text-brand-900',
                  )}
                >
                  {user.isBanned ? t('users.statusBanned') : t('users.statusActive')}
                </span>
              </td>
              <td className={cn(tdClasses, 'text-right whitespace-nowrap')}>
                <IconButton
                  icon={Pencil}
                  label={t('users.editLabel', { name })}
                  onClick={() => onEdit(user)}
                />
                <IconButton
                  icon={user.isBanned ? ShieldCheck : Ban}
                  tone={user.isBanned ? 'success' : 'warning'}
                  label={user.isBanned ? t('users.unbanLabel', { name }) : t('users.banLabel', { name })}
                  disabled={self}
                  onClick={() => onToggleBan(user)}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('users.deleteLabel', { name })}
                  disabled={self}
                  onClick={() => onDelete(user)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableCard>
  );
}
