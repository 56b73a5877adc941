import { addDays, formatDay, formatInstant, todayIso, type Departure } from '@gbaka/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { StoredPack } from '../api/boarding-db';

export interface DepartureOption {
  tripId: string;
  departure: Pick<Departure, 'departureDate' | 'departureTime' | 'from' | 'to' | 'bus'>;
  stored?: StoredPack;
}

const label = (d: DepartureOption['departure'], day: string) =>
  `${day} ${d.departureTime} · ${d.from.name} → ${d.to.name} · ${d.bus.name} (${d.bus.busNumber})`;

/**
 * Which bus to board: today's and tomorrow's departures when online, and those already on the phone (the only ones offline);
 * "Télécharger" takes the departure's pack while the network is there.
 */
export function DepartureChooser({
  options,
  selected,
  onSelect,
  onDownload,
  downloading,
  online,
}: {
  options: DepartureOption[];
  selected: string;
  onSelect: (tripId: string) => void;
  onDownload: () => void;
  downloading: boolean;
  online: boolean;
}) {
  const { t, i18n } = useTranslation('operator');
  const current = options.find((o) => o.tripId === selected);
  const today = todayIso();
  // A pack downloaded earlier may be of another day: its date then says so.
  const day = (date: string) =>
    date === today
      ? t('boarding.today')
      : date === addDays(today, 1)
        ? t('boarding.tomorrow')
        : formatDay(date, i18n.language, 'short');
  return (
    <div className="space-y-3">
      <Field id="boarding-departure" label={t('boarding.departure')}>
        {(control) => (
          <Select {...control} value={selected} onChange={(e) => onSelect(e.target.value)}>
            <option value="">{t('boarding.chooseDeparture')}</option>
            {options.map((o) => (
              <option key={o.tripId} value={o.tripId}>
                {label(o.departure, day(o.departure.departureDate))}
                {o.stored ? ` ✓` : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {current && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={current.stored ? 'outline' : 'primary'}
            onClick={onDownload}
            loading={downloading}
            disabled={!online}
          >
            <Download className="size-5" aria-hidden="true" />
            {current.stored ? t('boarding.refresh') : t('boarding.download')}
          </Button>
          <p className="text-sm text-stone-700">
            {current.stored
              ? t('boarding.downloadedAt', {
                  time: formatInstant(current.stored.savedAt, i18n.language, 'time'),
                })
              : t('boarding.notDownloaded')}
          </p>
        </div>
      )}
    </div>
  );
}
