import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { drawerQueryOptions } from '../api/counter';
import { DrawerCard } from './drawer-card';

/** The day's drawers: the agent's own, or every agent's for a manager (who signs off their closes). */
export function DrawerPanel({ today, userId, manager }: { today: string; userId: string; manager: boolean }) {
  const { t } = useTranslation('operator');
  const [date, setDate] = useState(today);
  const drawers = useQuery(drawerQueryOptions(date));
  return (
    <div className="space-y-4">
      <Field id="drawer-date" label={t('drawer.date')} className="max-w-48">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={date}
            max={today}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        )}
      </Field>
      {drawers.isError && <RetryAlert onRetry={() => void drawers.refetch()} />}
      {drawers.data?.drawers.length === 0 && <p className="text-stone-700">{t('drawer.none')}</p>}
      {drawers.data?.drawers.map((drawer) => (
        <DrawerCard
          key={drawer.agent._id}
          drawer={drawer}
          date={date}
          mine={drawer.agent._id === userId}
          manager={manager}
        />
      ))}
    </div>
  );
}
