import { type AdminRefund, formatFcfa } from '@gbaka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import { markRefunded, useRefunds } from '../api/refunds';
import { RefundsTable } from '../components/refunds/refunds-table';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { ListStates } from '../components/shared/states';

/**
 * Money to give back (beyond the spec's screens; SPEC §9 promises refunds within 5 to 7 business days): paid
 * bookings cancelled with a refund and payments that bought nothing. The administrator sends the money outside
 * Gbaka, then marks it refunded here; the server records who and when, and the row leaves the list.
 */
export function RefundsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('refunds.title'));
  const refunds = useRefunds();
  const [marking, setMarking] = useState<AdminRefund | null>(null);
  const mark = useAdminMutation({
    mutationFn: (refund: AdminRefund) => markRefunded(refund._id),
    success: (answer) => answer.message,
    failure: t('refunds.markError'),
  });
  const list = refunds.data?.data;
  const total = list?.reduce((sum, refund) => sum + refund.amount, 0) ?? 0;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('refunds.title')}
        description={
          list && list.length > 0
            ? t('refunds.summary', { count: list.length, total: formatFcfa(total) })
            : t('refunds.intro')
        }
      />
      <ListStates section="refunds" query={refunds} items={list}>
        {(shown) => <RefundsTable refunds={shown} onMark={setMarking} />}
      </ListStates>

      <ConfirmDialog
        open={marking !== null}
        onOpenChange={(open) => !open && setMarking(null)}
        title={t('refunds.confirmTitle')}
        description={
          marking &&
          t('refunds.confirm', { amount: formatFcfa(marking.amount), name: marking.passenger.fullName })
        }
        confirmLabel={t('refunds.mark')}
        tone="primary"
        loading={mark.isPending}
        onConfirm={() => marking && mark.mutate(marking, { onSettled: () => setMarking(null) })}
      />
    </div>
  );
}
