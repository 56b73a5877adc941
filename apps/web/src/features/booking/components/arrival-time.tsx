import { useTranslation } from 'react-i18next';

/** An arrival time, with "+1 j" when the bus arrives after midnight (issue 16); read out as "next day". */
export function ArrivalTime({ time, days }: { time: string; days: number }) {
  const { t } = useTranslation('common');
  if (days <= 0) return <>{time}</>;
  return (
    <>
      {time}
      <sup className="ml-0.5 text-xs font-bold text-accent-800" aria-hidden="true">
        {t('trip.plusDays', { count: days })}
      </sup>
      <span className="sr-only"> {t('trip.plusDaysLong', { count: days })}</span>
    </>
  );
}
