import { dateTimeFormat, type StaffInvitation, type StaffMember } from '@gbaka/shared';
import { Mail, UserPlus, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { StaffListStates } from '@/components/back-office/states';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorMutation } from '../api/operator-query';
import { removeMember, resendInvitation, revokeInvitation, useStaff } from '../api/staff';
import { InviteForm } from '../components/staff/invite-form';

/** "Équipe": the company's staff and the invitations sent, resent, revoked (DESIGN §9). */
export function StaffPage() {
  const { t, i18n } = useTranslation('operator');
  useDocumentTitle(t('staff.title'));
  const staff = useStaff();
  const me = useSession().user?._id;
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const success = (answer: { message: string }) => answer.message;
  const removal = useOperatorMutation({ mutationFn: removeMember, success, failure: t('staff.removeError') });
  const resend = useOperatorMutation({
    mutationFn: resendInvitation,
    success,
    failure: t('staff.resendError'),
  });
  const revoke = useOperatorMutation({
    mutationFn: revokeInvitation,
    success,
    failure: t('staff.revokeError'),
  });
  const contact = (who: { email: string | null; phone: string | null }) => who.email ?? who.phone ?? '';

  const memberColumns: Column<StaffMember>[] = [
    { id: 'name', header: t('staff.name'), rowHeader: true, cell: (m) => `${m.firstName} ${m.lastName}` },
    { id: 'role', header: t('staff.role'), cell: (m) => t(`roles.${m.role}`) },
    { id: 'contact', header: t('staff.contact'), className: 'break-all', cell: contact },
    { id: 'since', header: t('staff.since'), cell: (m) => date(m.since) },
  ];
  const invitationColumns: Column<StaffInvitation>[] = [
    { id: 'contact', header: t('staff.contact'), rowHeader: true, className: 'break-all', cell: contact },
    { id: 'role', header: t('staff.role'), cell: (i) => t(`roles.${i.role}`) },
    { id: 'status', header: t('staff.status'), cell: (i) => t(`invitationStatus.${i.status}`) },
    { id: 'expires', header: t('staff.expires'), cell: (i) => date(i.expiresAt) },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('staff.title')}
        description={t('staff.subtitle')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus className="size-5" aria-hidden="true" />
            {t('staff.invite')}
          </Button>
        }
      />
      <StaffListStates
        texts={{ loading: t('staff.loading'), loadError: t('staff.loadError'), empty: t('staff.empty') }}
        query={staff}
        items={staff.data?.members}
      >
        {(members) => (
          <DataTable
            label={t('staff.members')}
            rows={members}
            rowKey={(m) => m._id}
            columns={memberColumns}
            cardsOnPhone
            actions={{
              header: t('common.actions'),
              of: (m) => [
                {
                  icon: UserX,
                  tone: 'danger',
                  label: t('staff.removeLabel', { name: `${m.firstName} ${m.lastName}` }),
                  onSelect: () => setRemoving(m),
                  disabled: m._id === me,
                },
              ],
            }}
          />
        )}
      </StaffListStates>
      {staff.data && staff.data.invitations.length > 0 && (
        <section aria-labelledby="staff-invitations" className="space-y-3">
          <h2 id="staff-invitations" className="text-lg font-bold text-stone-900">
            {t('staff.invitations')}
          </h2>
          <DataTable
            label={t('staff.invitations')}
            rows={staff.data.invitations}
            rowKey={(i) => i._id}
            columns={invitationColumns}
            cardsOnPhone
            rowTone={(i) => (i.status === 'pending' ? 'default' : 'muted')}
            actions={{
              header: t('common.actions'),
              of: (i) =>
                i.status === 'pending' || i.status === 'expired'
                  ? [
                      {
                        icon: Mail,
                        label: t('staff.resendLabel', { contact: contact(i) }),
                        onSelect: () => resend.mutate(i._id),
                      },
                      ...(i.status === 'pending'
                        ? [
                            {
                              icon: X,
                              tone: 'danger' as const,
                              label: t('staff.revokeLabel', { contact: contact(i) }),
                              onSelect: () => revoke.mutate(i._id),
                            },
                          ]
                        : []),
                    ]
                  : [],
            }}
          />
        </section>
      )}
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && (
          <DialogContent title={t('staff.inviteTitle')} description={t('staff.inviteDescription')}>
            <InviteForm onDone={() => setInviting(false)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('staff.removeTitle')}
        description={
          removing ? t('staff.removeConfirm', { name: `${removing.firstName} ${removing.lastName}` }) : ''
        }
        confirmLabel={t('staff.remove')}
        loading={removal.isPending}
        onConfirm={() => removing && removal.mutate(removing._id, { onSettled: () => setRemoving(null) })}
      />
    </div>
  );
}
