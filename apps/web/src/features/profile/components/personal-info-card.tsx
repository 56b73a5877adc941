import { formatDay, formatInstant, formatPhone, type User } from '@gbaka/shared';
import { CalendarDays, Mail, Pencil, Phone, UserRound, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { EditProfileForm } from './edit-profile-form';

function Row({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative py-3 pl-8">
      <dt className="text-sm text-stone-600">
        <Icon className="absolute top-3.5 left-0 size-5 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-medium break-words text-stone-950">{children}</dd>
    </div>
  );
}

/** SPEC §2 /profile, left card: personal information and the edit dialog. */
export function PersonalInfoCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const missing = <span className="font-normal text-stone-600">{t('info.missing')}</span>;
  return (
    <Card>
      <div className="flex items-center gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold text-stone-950">
            {user.firstName} {user.lastName}
          </h2>
          <p className="text-sm text-stone-600">
            {t('info.memberSince', { date: formatInstant(user.createdAt, i18n.language, 'monthYear') })}
          </p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-stone-200 border-t border-stone-200">
        <Row Icon={UserRound} label={t('info.name')}>
          {user.firstName} {user.lastName}
        </Row>
        <Row Icon={Mail} label={t('info.email')}>
          {user.email ?? missing}
        </Row>
        <Row Icon={Phone} label={t('info.phone')}>
          {user.phone ? formatPhone(user.phone) : missing}
        </Row>
        <Row Icon={CalendarDays} label={t('info.dateOfBirth')}>
          {user.dateOfBirth ? formatDay(user.dateOfBirth, i18n.language, 'long') : missing}
        </Row>
      </dl>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogTrigger asChild>
          <Button variant="outline" className="mt-4 w-full">
            <Pencil className="size-4" aria-hidden="true" />
            {t('edit.open')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('edit.title')} description={t('edit.description')}>
          <EditProfileForm user={user} onDone={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
