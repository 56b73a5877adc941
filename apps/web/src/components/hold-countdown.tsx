import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { countdownText, remainingMs } from '@/lib/booking/countdown';

/** Time left on the seat hold (DESIGN §4, HOLD_MINUTES); calls `onExpired` once it runs out. */
export function HoldCountdown({ until, onExpired }: { until: string | null; onExpired: () => void }) {
  const { t } = useTranslation('booking');
  const [left, setLeft] = useState(() => remainingMs(until));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = remainingMs(until);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onExpired();
      }
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [until, onExpired]);

  if (left === 0) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Timer className="size-5 shrink-0" aria-hidden="true" />
      <p>
        {t('checkout.holdPrefix')}{' '}
        {/* Read once, not every second: a live region ticking each second would drown everything else. */}
        <strong className="font-mono text-base tabular-nums" role="timer" aria-live="off">
          {countdownText(left)}
        </strong>
      </p>
    </div>
  );
}

export function HoldExpired() {
  const { t } = useTranslation('booking');
  return (
    <Alert variant="warning" title={t('checkout.holdExpiredTitle')}>
      {t('checkout.holdExpiredText')}
    </Alert>
  );
}
