import { formatDay, type TrackingResult } from '@gbaka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const KNOWN_STATUSES = ['scheduled', 'in_transit', 'completed', 'cancelled'];
const statusTones: Record<string, string> = {
  scheduled: 'bg-sky-100 text-sky-950',
  in_transit: 'bg-accent-100 text-accent-900',
  completed: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-100 text-red-900',
};

export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <h2 className="text-lg font-bold text-stone-950">{title}</h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-stone-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-sm text-stone-700">{label}</dt>
          <dd className="font-semibold text-stone-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC §4 Trip tracking status: scheduled, in transit, completed, cancelled; anything else unknown. */
export function StatusSection({ tracking }: { tracking: TrackingResult }) {
  const { t } = useTranslation('tracking');
  const { status, progress, currentLocation, estimatedArrivalTime } = tracking.currentTracking;
  const known = KNOWN_STATUSES.includes(status) ? status : 'unknown';
  const percent = Math.round(progress * 100);
  return (
    <Section title={t('details.status')}>
      <p className="flex flex-wrap items-center gap-3">
        <span
          className={cn(
            'rounded-full px-3 py-1 font-bold',
            statusTones[known] ?? 'bg-stone-200 text-stone-900',
          )}
        >
          {t(`status.${known}`)}
        </span>
        <span className="text-stone-800">{currentLocation.description}</span>
      </p>
      {status !== 'cancelled' && tracking.currentTracking.delay && (
        <Alert variant="warning" className="mt-4">
          {t('details.delayed', { minutes: tracking.currentTracking.delay.minutes })}
          {tracking.currentTracking.delay.reason && (
            <span className="block font-medium">
              {t('details.delayReason', { reason: tracking.currentTracking.delay.reason })}
            </span>
          )}
        </Alert>
      )}
      {/* A cancelled booking goes nowhere: no progress and no arrival to announce (DESIGN §7). */}
      {status !== 'cancelled' && estimatedArrivalTime && (
        <Progress tracking={tracking} percent={percent} estimatedArrivalTime={estimatedArrivalTime} />
      )}
    </Section>
  );
}

function Progress({
  tracking,
  percent,
  estimatedArrivalTime,
}: {
  tracking: TrackingResult;
  percent: number;
  estimatedArrivalTime: string;
}) {
  const { t } = useTranslation('tracking');
  return (
    <>
      <div className="mt-4">
        <div
          role="progressbar"
          aria-label={t('details.progress')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 flex justify-between text-sm text-stone-700">
          <span>{tracking.currentTracking.departureInfo.city}</span>
          <span>{percent} %</span>
          <span>{tracking.currentTracking.arrivalInfo.city}</span>
        </p>
      </div>
      <p className="mt-3 text-stone-800">
        {t('details.estimatedArrival')}{' '}
        <strong className="text-xl text-brand-800">{estimatedArrivalTime}</strong>
      </p>
    </>
  );
}

export function RouteSection({ tracking }: { tracking: TrackingResult }) {
  const { t, i18n } = useTranslation('tracking');
  const legs = [
    { key: 'outbound' as const, route: tracking.outboundRoute },
    ...(tracking.returnRoute ? [{ key: 'return' as const, route: tracking.returnRoute }] : []),
  ];
  return (
    <Section title={t('details.route')}>
      {legs.map(({ key, route }) => (
        <div key={key} className="not-first:mt-4">
          {legs.length > 1 && (
            <h3 className="text-sm font-bold tracking-wide text-stone-600 uppercase">
              {t(`details.${key}`)}
            </h3>
          )}
          <Facts
            rows={[
              [t('details.from'), route.from.name],
              [t('details.to'), route.to.name],
              [t('details.date'), formatDay(route.departureDate, i18n.language, 'full')],
              [t('details.departureTime'), route.departureTime],
              [t('details.arrivalTime'), route.arrivalTime],
              [t('details.company'), route.companyName.name],
            ]}
          />
        </div>
      ))}
    </Section>
  );
}

export function BusSection({ tracking }: { tracking: TrackingResult }) {
  const { t } = useTranslation('tracking');
  const bus = tracking.currentTracking.busDetails;
  return (
    <Section title={t('details.bus')}>
      {bus ? (
        <Facts
          rows={[
            [t('details.busName'), bus.name],
            [t('details.busId'), <span className="font-mono">{bus.busId}</span>],
            [t('details.totalSeats'), bus.totalSeats],
          ]}
        />
      ) : (
        <p className="text-stone-700">{t('details.busUnavailable')}</p>
      )}
    </Section>
  );
}

export function PassengerSection({ tracking }: { tracking: TrackingResult }) {
  const { t } = useTranslation('tracking');
  const { fullName, email, phoneNumber } = tracking.passengerDetails;
  return (
    <Section title={t('details.passenger')}>
      <Facts
        rows={[
          [t('details.fullName'), fullName],
          [t('details.email'), email],
          [t('details.phone'), phoneNumber],
        ]}
      />
    </Section>
  );
}
