import { useTranslation } from 'react-i18next';
import { compactNumber, linePath, niceMax, scale, tickValues } from '../../utils/chart-scale';
import { ChartData } from './chart-data';
import { useElementWidth } from './use-element-width';

export interface SeriesPoint {
  /** Full label for the data table and tooltips ("12 nov. 2026"). */
  label: string;
  /** Axis label ("12 nov."). */
  shortLabel: string;
  value: number;
}

interface TimeSeriesChartProps {
  id: string;
  title: string;
  kind: 'bar' | 'line';
  points: readonly SeriesPoint[];
  /** Writes a value for people ("12 500 F CFA", "3 réservations"). */
  format: (value: number) => string;
  valueHeader: string;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };
/** Room an axis date needs, in pixels. */
const LABEL_SPACING = 56;

/**
 * A day-by-day chart in SVG (no chart library): bars for counts, a line for money. Drawn at the element's real
 * width so that its text keeps its size on a phone; the figures are also in a table under "Voir les données".
 */
export function TimeSeriesChart({ id, title, kind, points, format, valueHeader }: TimeSeriesChartProps) {
  const { t, i18n } = useTranslation('admin');
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  const width = Math.max(measured, 280);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = points.map((p) => p.value);
  const max = niceMax(Math.max(0, ...values));
  const total = values.reduce((sum, v) => sum + v, 0);
  const best = points.reduce<SeriesPoint | undefined>(
    (top, p) => (!top || p.value > top.value ? p : top),
    undefined,
  );
  const slot = points.length > 0 ? plotWidth / points.length : plotWidth;
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / slot));
  const summary = t('dashboard.chartSummary', {
    title,
    total: format(total),
    best: best && best.value > 0 ? `${format(best.value)} (${best.label})` : format(0),
  });
  // Bars sit in their slot; the line's points sit at the slots' centres so that both read against the same dates.
  const x = (index: number) => MARGIN.left + slot * index + slot / 2;

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-bold text-stone-950">
        {title}
      </figcaption>
      <div ref={ref} className="w-full">
        <svg width={width} height={HEIGHT} role="img" aria-label={summary} className="block overflow-visible">
          {tickValues(max).map((tick) => {
            const y = MARGIN.top + plotHeight - scale(tick, max, plotHeight);
            return (
              <g key={tick}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y} y2={y} className="stroke-stone-200" />
                <text x={MARGIN.left - 6} y={y + 4} textAnchor="end" className="fill-stone-600 text-[11px]">
                  {compactNumber(tick, i18n.language)}
                </text>
              </g>
            );
          })}
          {kind === 'bar' &&
            points.map((p, index) => {
              const h = scale(p.value, max, plotHeight);
              return (
                <rect
                  key={p.label}
                  x={MARGIN.left + slot * index + slot * 0.15}
                  y={MARGIN.top + plotHeight - h}
                  width={Math.max(1, slot * 0.7)}
                  height={h}
                  rx={2}
                  className="fill-brand-600"
                >
                  <title>{`${p.label} : ${format(p.value)}`}</title>
                </rect>
              );
            })}
          {kind === 'line' && points.length > 0 && (
            <g transform={`translate(${x(0)},${MARGIN.top})`}>
              <path
                d={`${linePath(values, max, slot * (points.length - 1), plotHeight)} L${slot * (points.length - 1)},${plotHeight} L0,${plotHeight} Z`}
                className="fill-accent-100"
              />
              <path
                d={linePath(values, max, slot * (points.length - 1), plotHeight)}
                className="fill-none stroke-accent-600"
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {/* Dots only where there is room for them; the line and the data table carry the values anyway. */}
              {slot >= 12 &&
                points.map((p, index) => (
                  <circle
                    key={p.label}
                    cx={slot * index}
                    cy={plotHeight - scale(p.value, max, plotHeight)}
                    r={3}
                    className="fill-white stroke-accent-700"
                    strokeWidth={2}
                  >
                    <title>{`${p.label} : ${format(p.value)}`}</title>
                  </circle>
                ))}
            </g>
          )}
          {points.map((p, index) =>
            (points.length - 1 - index) % labelEvery === 0 ? (
              <text
                key={p.label}
                x={x(index)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-stone-600 text-[11px]"
              >
                {p.shortLabel}
              </text>
            ) : null,
          )}
          <line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            className="stroke-stone-400"
          />
        </svg>
      </div>
      <ChartData
        caption={title}
        headers={[t('dashboard.day'), valueHeader]}
        rows={points.map((p) => [p.label, format(p.value)])}
      />
    </figure>
  );
}
