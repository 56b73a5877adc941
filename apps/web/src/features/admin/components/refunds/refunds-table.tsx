import { formatPhone, type AdminRefund } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { longDateTime } from '../../utils/dates';
import { refundMethodKey } from '../../utils/refunds';
import { TableCard, tdClasses, thClasses } from '../shared/table';

interface RefundsTableProps {
  refunds: readonly AdminRefund[];
  onMark: (refund: AdminRefund) => void;
}

const COLUMNS = ['booking', 'passenger', 'reason', 'method', 'payerPhone', 'amount', 'dueSince'] as const;

/** The refunds to make, with what it takes to send the money back: to whom, how, to which number, how much. */
export function RefundsTable({ refunds, onMark }: RefundsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const method = (refund: AdminRefund) => {
    const key = refundMethodKey(refund.method);
    return key ? t(key) : refund.method;
  };
  return (
    <TableCard label={t('refunds.tableLabel')} minWidth="min-w-[60rem]">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={cn(thClasses, column === 'amount' && 'text-right')}>
              {t(`refunds.columns.${column}`)}
            </th>
          ))}
          <th scope="col" className={cn(thClasses, 'text-right')}>
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund._id} className="hover:bg-stone-50">
            <td className={cn(tdClasses, 'font-mono text-xs')}>{refund.reference}</td>
            <th scope="row" className={cn(tdClasses, 'font-semibold')}>
              {refund.passenger.fullName}
              <span className="block text-xs font-normal text-stone-700">
                {formatPhone(refund.passenger.phoneNumber)}
              </span>
              <span className="block text-xs font-normal break-all text-stone-700">
                {refund.passenger.email}
              </span>
            </th>
            <td className={tdClasses}>{t(`refunds.reasons.${refund.reason}`)}</td>
            <td className={cn(tdClasses, 'whitespace-nowrap')}>{method(refund)}</td>
            <td className={cn(tdClasses, 'whitespace-nowrap tabular-nums')}>
              {refund.payerPhone ? formatPhone(refund.payerPhone) : '—'}
            </td>
            <td className={cn(tdClasses, 'text-right font-semibold whitespace-nowrap tabular-nums')}>
              {formatPrice(refund.amount)}
            </td>
            <td className={cn(tdClasses, 'text-xs')}>{longDateTime(refund.dueSince, i18n.language)}</td>
            <td className={cn(tdClasses, 'text-right')}>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('refunds.markLabel', { name: refund.passenger.fullName })}
                onClick={() => onMark(refund)}
              >
                {t('refunds.mark')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
