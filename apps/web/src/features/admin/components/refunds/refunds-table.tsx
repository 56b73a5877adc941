import { formatFcfa, formatInstant, formatPhone, type AdminRefund } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { refundMethodKey } from '../../utils/refunds';

interface RefundsTableProps {
  refunds: readonly AdminRefund[];
  onMark: (refund: AdminRefund) => void;
}

const contact = 'block text-xs font-normal text-stone-700';

/** The refunds to make, with what it takes to send the money back: to whom, how, to which number, how much. */
export function RefundsTable({ refunds, onMark }: RefundsTableProps) {
  const { t, i18n } = useTranslation(['admin', 'messages']);
  const column = (
    id: 'booking' | 'passenger' | 'reason' | 'method' | 'payerPhone' | 'amount' | 'dueSince',
    cell: Column<AdminRefund>['cell'],
    more: Partial<Column<AdminRefund>> = {},
  ): Column<AdminRefund> => ({ id, header: t(`refunds.columns.${id}`), cell, ...more });
  const columns = [
    column('booking', (refund) => refund.reference, { className: 'font-mono text-xs' }),
    column(
      'passenger',
      ({ passenger }) => (
        <>
          {passenger.fullName}
          <span className={contact}>{formatPhone(passenger.phoneNumber)}</span>
          <span className={`${contact} break-all`}>{passenger.email}</span>
        </>
      ),
      { rowHeader: true },
    ),
    column('reason', (refund) => t(`refunds.reasons.${refund.reason}`)),
    column(
      'method',
      (refund) => {
        const key = refundMethodKey(refund.method);
        return key ? t(key) : refund.method;
      },
      { className: 'whitespace-nowrap' },
    ),
    column('payerPhone', (refund) => (refund.payerPhone ? formatPhone(refund.payerPhone) : '—'), {
      className: 'whitespace-nowrap tabular-nums',
    }),
    column('amount', (refund) => formatFcfa(refund.amount), {
      align: 'end',
      className: 'font-semibold whitespace-nowrap tabular-nums',
    }),
    column('dueSince', (refund) => formatInstant(refund.dueSince, i18n.language, 'dateTime'), {
      className: 'text-xs',
    }),
  ];
  return (
    <DataTable
      label={t('refunds.tableLabel')}
      minWidth="min-w-[56rem]"
      rows={refunds}
      rowKey={(refund) => refund._id}
      columns={columns}
      actions={{
        header: t('common.actions'),
        of: (refund) => [
          {
            text: t('refunds.mark'),
            label: t('refunds.markLabel', { name: refund.passenger.fullName }),
            onSelect: () => onMark(refund),
          },
        ],
      }}
    />
  );
}
