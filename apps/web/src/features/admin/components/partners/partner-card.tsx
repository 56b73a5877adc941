import { canDecidePartner, formatPhone, type Partner } from '@gbaka/shared';
import { Check, Eye, Pencil, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { PartnerStatusBadge } from './partner-status-badge';

export interface PartnerActions {
  onApprove: (partner: Partner) => void;
  onReject: (partner: Partner) => void;
  onDetails: (partner: Partner) => void;
  onEdit: (partner: Partner) => void;
  onDelete: (partner: Partner) => void;
  busyId: string | null;
}

/** SPEC §2 Partners: a card with its status and message preview; approve and reject while pending only. */
export function PartnerCard({ partner, actions }: { partner: Partner; actions: PartnerActions }) {
  const { t } = useTranslation('admin');
  const name = partner.companyName;
  const busy = actions.busyId === partner._id;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <h2 className="font-bold break-words text-stone-950">{name}</h2>
        <PartnerStatusBadge status={partner.status} />
      </header>
      <p className="text-sm break-all text-stone-800">
        {partner.email}
        <br />
        {formatPhone(partner.phone)}
      </p>
      <p className="line-clamp-3 flex-1 text-sm text-stone-700">
        {partner.message || <span className="italic">{t('partners.noMessage')}</span>}
      </p>
      <footer className="flex flex-wrap items-center gap-1 border-t border-stone-100 pt-2">
        {canDecidePartner(partner.status) && (
          <>
            <Button size="sm" className="min-h-11" loading={busy} onClick={() => actions.onApprove(partner)}>
              <Check className="size-4" aria-hidden="true" />
              {t('partners.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              disabled={busy}
              onClick={() => actions.onReject(partner)}
            >
              <X className="size-4" aria-hidden="true" />
              {t('partners.reject')}
            </Button>
          </>
        )}
        <span className="ml-auto flex">
          <IconButton
            icon={Eye}
            label={t('partners.detailsLabel', { name })}
            onClick={() => actions.onDetails(partner)}
          />
          <IconButton
            icon={Pencil}
            label={t('partners.editLabel', { name })}
            onClick={() => actions.onEdit(partner)}
          />
          <IconButton
            icon={Trash2}
            tone="danger"
            label={t('partners.deleteLabel', { name })}
            onClick={() => actions.onDelete(partner)}
          />
        </span>
      </footer>
    </article>
  );
}
