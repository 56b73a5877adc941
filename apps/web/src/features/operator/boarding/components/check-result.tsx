import { formatInstant } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { CheckResult } from '../utils/check-ticket';

/** What the conductor reads after a scan or a typed code: board (who, which seats) or why not. */
export function CheckResultPanel({ result }: { result: CheckResult }) {
  const { t, i18n } = useTranslation('operator');
  if (result.ok) {
    return (
      <Alert variant="success" title={t('boarding.result.ok')} className="text-base">
        <ul>
          {result.seats.map((s) => (
            <li key={s.seat}>
              <strong>{t('boarding.seat', { seat: s.seat })}</strong> · {s.passenger}
            </li>
          ))}
        </ul>
        <p className="text-sm">{t('boarding.reference', { reference: result.reference })}</p>
      </Alert>
    );
  }
  const time = result.boardedAt ? formatInstant(result.boardedAt, i18n.language, 'time') : '';
  return (
    <Alert variant="error" title={t(`boarding.result.${result.reason}`, { time })} className="text-base">
      {result.reference && (
        <p className="text-sm">{t('boarding.reference', { reference: result.reference })}</p>
      )}
    </Alert>
  );
}
