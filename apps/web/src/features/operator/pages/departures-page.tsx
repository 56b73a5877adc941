import type { Departure } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/back-office/page-header';
import { StaffListStates } from '@/components/back-office/states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorCompany } from '../api/company';
import { useDepartures } from '../api/departures';
import { DepartureCard } from '../components/departures/departure-card';
import { ExtraDepartureForm } from '../components/departures/extra-departure-form';
import { dayLabel, todayInAbidjan } from '../utils/format';

/** The departures board (DESIGN §9): the next seven days, day by day, each departure with its fill and revenue. */
export function DeparturesPage() {
  const { t, i18n } = useTranslation('operator');
  useDocumentTitle(t('board.title'));
  const role = useOperatorCompany().data?.role;
  const departures = useDepartures();
  const [adding, setAdding] = useState(false);
  const days = groupByDay(departures.data ?? []);
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('board.title')}
        description={t('board.subtitle')}
        actions={
          role === 'manager' && (
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-5" aria-hidden="true" />
              {t('extra.add')}
            </Button>
          )
        }
      />
      <StaffListStates
        texts={{ loading: t('board.loading'), loadError: t('board.loadError'), empty: t('board.empty') }}
        query={departures}
        items={departures.data}
      >
        {() =>
          days.map(([day, list]) => (
            <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
              <h2 id={`day-${day}`} className="text-lg font-bold text-stone-900 first-letter:uppercase">
                {dayLabel(day, i18n.language)}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
                {list.map((departure) => (
                  <li key={departure._id}>
                    <DepartureCard departure={departure} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </StaffListStates>
      <Dialog open={adding} onOpenChange={setAdding}>
        {adding && (
          <DialogContent title={t('extra.title')} description={t('extra.description')}>
            <ExtraDepartureForm day={todayInAbidjan()} onDone={() => setAdding(false)} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** The board's days in order, each with its departures (the API sends them by date and time). */
function groupByDay(departures: readonly Departure[]): [string, Departure[]][] {
  const days = new Map<string, Departure[]>();
  for (const departure of departures) {
    days.set(departure.departureDate, [...(days.get(departure.departureDate) ?? []), departure]);
  }
  return [...days];
}
