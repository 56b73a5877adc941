import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Departure } from '@gbaka/shared';
import { PageHeader } from '@/components/back-office/page-header';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorCompany } from '../../api/company';
import { counterDays, counterDeparturesQueryOptions, type SaleAnswer } from '../api/counter';
import { DeparturePicker } from '../components/departure-picker';
import { DrawerPanel } from '../components/drawer-panel';
import { HeldPanel } from '../components/held-panel';
import { SaleDone } from '../components/sale-done';
import { SaleForm } from '../components/sale-form';

type Tab = 'sale' | 'held' | 'drawer';

/** /operator/counter, "Vente au guichet" (DESIGN §10): sell, take payment for a held booking, the drawer. */
export function CounterPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('nav.counter'));
  const [tab, setTab] = useState<Tab>('sale');
  const { user } = useSession();
  const company = useOperatorCompany();
  const { today, tomorrow } = counterDays();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('nav.counter')} description={t('counter.subtitle')} />
      <Tabs
        label={t('nav.counter')}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'sale', label: t('counter.tabs.sale') },
          { value: 'held', label: t('counter.tabs.held') },
          { value: 'drawer', label: t('counter.tabs.drawer') },
        ]}
      >
        {tab === 'sale' && <SalePanel today={today} tomorrow={tomorrow} />}
        {tab === 'held' && <HeldPanel />}
        {tab === 'drawer' && (
          <DrawerPanel today={today} userId={user?._id ?? ''} manager={company.data?.role === 'manager'} />
        )}
      </Tabs>
    </div>
  );
}

function SalePanel({ today, tomorrow }: { today: string; tomorrow: string }) {
  const { t } = useTranslation('operator');
  const departures = useQuery(counterDeparturesQueryOptions(today, tomorrow));
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [done, setDone] = useState<SaleAnswer | null>(null);
  // Each sale is a new form (and a new Idempotency-Key).
  const [saleNumber, setSaleNumber] = useState(0);
  const next = () => {
    setDone(null);
    setSaleNumber((n) => n + 1);
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="counter-departures" className="space-y-3">
        <h2 id="counter-departures" className="text-lg font-bold text-stone-900">
          {t('counter.departures')}
        </h2>
        {departures.isError && <RetryAlert onRetry={() => void departures.refetch()} />}
        {departures.data && (
          <DeparturePicker
            departures={departures.data}
            today={today}
            selected={departure?._id ?? null}
            onSelect={(d) => {
              setDeparture(d);
              next();
            }}
          />
        )}
      </section>
      {departure && (
        <Card>
          {done ? (
            <SaleDone sale={done} onNext={next} />
          ) : (
            <SaleForm key={`${departure._id}-${saleNumber}`} departure={departure} onSold={setDone} />
          )}
        </Card>
      )}
    </div>
  );
}
