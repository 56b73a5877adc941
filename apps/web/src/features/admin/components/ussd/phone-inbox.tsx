import { dateTimeFormat, formatFcfa } from '@gbaka/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useUssdPhone } from '../../api/ussd';

/** What the simulated phone received: its SMS, newest first, and the sandbox page standing for a push prompt. */
export function PhoneInbox({ phone }: { phone: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const inbox = useUssdPhone(phone);
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const data = inbox.data?.data;

  return (
    <Card className="space-y-4">
      <h2 id="ussd-inbox-title" className="text-lg font-bold text-stone-950">
        {t('ussd.inbox.title')}
      </h2>
      {!phone && <p className="text-stone-700">{t('ussd.inbox.noPhone')}</p>}
      {inbox.isError && (
        <RetryAlert onRetry={() => void inbox.refetch()}>{t('ussd.inbox.loadError')}</RetryAlert>
      )}
      {data?.pendingPayment && (
        <Alert variant="warning">
          <p>
            {t('ussd.inbox.pushWaiting', {
              reference: data.pendingPayment.reference,
              amount: formatFcfa(data.pendingPayment.amount),
            })}
          </p>
          <a
            href={data.pendingPayment.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1 font-semibold underline"
          >
            {t('ussd.inbox.openSandbox')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Alert>
      )}
      {phone && data && data.sms.length === 0 && <p className="text-stone-700">{t('ussd.inbox.empty')}</p>}
      {data && data.sms.length > 0 && (
        <ol className="space-y-3" aria-live="polite">
          {data.sms.map((sms) => (
            <li key={sms._id} className="rounded-xl bg-stone-100 p-3">
              <p className="text-xs text-stone-600">
                {time.format(new Date(sms.createdAt))} · {sms.kind} · {t(`ussd.inbox.status.${sms.status}`)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">
                {sms.text ?? t('ussd.inbox.secret')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
