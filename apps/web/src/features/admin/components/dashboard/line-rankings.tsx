import { formatFcfa, type LineOccupancy, type TopRoute } from '@gbaka/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { BarList } from '../charts/bar-list';
import { ChartData } from '../charts/chart-data';
import { formatNumber } from '../../utils/numbers';

const lineName = (line: { from: { name: string }; to: { name: string } }) =>
  `${line.from.name} → ${line.to.name}`;

/** Occupancy of upcoming trips per line: seats sold over seats on sale. */
export function OccupancyCard({ lines }: { lines: readonly LineOccupancy[] }) {
  const { t } = useTranslation('admin');
  const percent = (rate: number) => `${Math.round(rate * 100)} %`;
  return (
    <Card className="space-y-4">
      <h2 className="font-bold text-stone-950">{t('dashboard.occupancy')}</h2>
      {lines.length === 0 ? (
        <p className="text-stone-700">{t('dashboard.noData')}</p>
      ) : (
        <>
          <BarList
            items={lines.map((line) => ({
              key: `${line.from._id}-${line.to._id}`,
              label: lineName(line),
              ratio: line.rate,
              value: percent(line.rate),
              detail: t('dashboard.occupancyDetail', {
                sold: formatNumber(line.seatsSold),
                onSale: formatNumber(line.seatsOnSale),
                held: formatNumber(line.seatsHeld),
                trips: formatNumber(line.trips),
              }),
            }))}
          />
          <ChartData
            caption={t('dashboard.occupancy')}
            headers={[
              t('dashboard.line'),
              t('dashboard.trips'),
              t('dashboard.seatsSold'),
              t('dashboard.rate'),
            ]}
            rows={lines.map((line) => [
              lineName(line),
              formatNumber(line.trips),
              `${formatNumber(line.seatsSold)} / ${formatNumber(line.seatsOnSale)}`,
              percent(line.rate),
            ])}
          />
        </>
      )}
    </Card>
  );
}

/** The lines that sold the most over the last 30 days. */
export function TopRoutesCard({ routes }: { routes: readonly TopRoute[] }) {
  const { t } = useTranslation('admin');
  const best = Math.max(1, ...routes.map((route) => route.revenue));
  return (
    <Card className="space-y-4">
      <h2 className="font-bold text-stone-950">{t('dashboard.topRoutes')}</h2>
      {routes.length === 0 ? (
        <p className="text-stone-700">{t('dashboard.noData')}</p>
      ) : (
        <>
          <BarList
            tone="accent"
            items={routes.map((route) => ({
              key: `${route.from._id}-${route.to._id}`,
              label: lineName(route),
              ratio: route.revenue / best,
              value: formatFcfa(route.revenue),
              detail: t('dashboard.topRouteDetail', {
                bookings: formatNumber(route.bookings),
                seats: formatNumber(route.seats),
              }),
            }))}
          />
          <ChartData
            caption={t('dashboard.topRoutes')}
            headers={[
              t('dashboard.line'),
              t('dashboard.bookingsHeader'),
              t('dashboard.seats'),
              t('dashboard.revenueHeader'),
            ]}
            rows={routes.map((route) => [
              lineName(route),
              formatNumber(route.bookings),
              formatNumber(route.seats),
              formatFcfa(route.revenue),
            ])}
          />
        </>
      )}
    </Card>
  );
}
