import { PARTNER_STATUSES, type Partner } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import {
  approvePartner,
  deletePartner,
  rejectPartner,
  usePartnerCounts,
  usePartners,
  type PartnerFilter,
  type PartnersQuery,
} from '../api/partners';
import { PartnerCard, type PartnerActions } from '../components/partners/partner-card';
import { PartnerCounters } from '../components/partners/partner-counters';
import { PartnerDetails } from '../components/partners/partner-details';
import { PartnerForm } from '../components/partners/partner-form';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { SearchForm } from '../components/shared/search-form';
import { ListStates } from '../components/shared/states';

/** SPEC §2 Admin Partners ("Gestion des Partenaires"). */
export function PartnersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('partners.title'));
  const [query, setQuery] = useState<PartnersQuery>({ search: '', status: 'all' });
  const partners = usePartners(query);
  const counts = usePartnerCounts();
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [details, setDetails] = useState<Partner | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);

  const approve = useAdminMutation({
    mutationFn: (partner: Partner) => approvePartner(partner._id),
    success: () => t('partners.approved'),
    failure: t('partners.approveError'),
  });
  const reject = useAdminMutation({
    mutationFn: (partner: Partner) => rejectPartner(partner._id),
    success: () => t('partners.rejected'),
    failure: t('partners.rejectError'),
  });
  const remove = useAdminMutation({
    mutationFn: (partner: Partner) => deletePartner(partner._id),
    success: () => t('partners.deleted'),
    failure: t('partners.deleteError'),
  });
  const busyId = approve.isPending
    ? (approve.variables?._id ?? null)
    : reject.isPending
      ? (reject.variables?._id ?? null)
      : null;
  const actions: PartnerActions = {
    onApprove: (partner) => approve.mutate(partner),
    onReject: (partner) => reject.mutate(partner),
    onDetails: setDetails,
    onEdit: setEditing,
    onDelete: setDeleting,
    busyId,
  };
  const list = partners.data?.data;
  const filtered = query.search !== '' || query.status !== 'all';

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('partners.title')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('partners.add')}
          </Button>
        }
      />
      <PartnerCounters counts={counts.data?.data} />
      <SearchForm
        id="partners-search"
        label={t('partners.searchLabel')}
        placeholder={t('partners.searchPlaceholder')}
        onSearch={(search) => setQuery((q) => ({ ...q, search }))}
      >
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor="partners-status">{t('partners.status')}</Label>
          <Select
            id="partners-status"
            value={query.status}
            onChange={(event) => setQuery((q) => ({ ...q, status: event.target.value as PartnerFilter }))}
          >
            <option value="all">{t('partners.allStatuses')}</option>
            {PARTNER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`partners.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      </SearchForm>
      <ListStates
        section="partners"
        query={partners}
        items={list}
        emptyTitle={filtered ? t('partners.noMatch') : undefined}
      >
        {(shown) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((partner) => (
              <li key={partner._id}>
                <PartnerCard partner={partner} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === 'new' ? t('partners.addTitle') : t('partners.editTitle')}>
            <PartnerForm partner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={details !== null} onOpenChange={(open) => !open && setDetails(null)}>
        {details && (
          <DialogContent title={t('partners.detailsTitle')}>
            <PartnerDetails partner={details} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={t('partners.deleteConfirm', { name: deleting?.companyName ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
