import type { LighthouseRun, Metric } from './lighthouse';

/** A figure over several runs: the median (the upper of the middle two) and the lowest and highest. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
    runs: sorted.length,
  };
}

/** Performance score and the timings that make it, over the runs of one page. */
export function summarise(runs: LighthouseRun[]): { performance: Spread } & Record<Metric, Spread> {
  const of = (metric: Metric) => spread(runs.map((run) => run.values[metric]));
  return {
    performance: spread(runs.map((run) => run.scores.performance)),
    FCP: of('FCP'),
    LCP: of('LCP'),
    TBT: of('TBT'),
    CLS: of('CLS'),
    SI: of('SI'),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const score = (value: number) => value.toFixed(2);
const ms = (value: number) => value.toFixed(0);

/** "0.96 (0.94–0.97)": the median, then the range. */
const cell = ({ median, min, max }: Spread, format: (value: number) => string) =>
  `${format(median)} (${format(min)}–${format(max)})`;

/** A Markdown table: one row per page, the median and range of each figure. */
export function markdownTable(pages: { page: string; runs: LighthouseRun[] }[]): string {
  const lines = [
    '| page | runs | performance | FCP s | LCP s | TBT ms | CLS |',
    '| ---- | ---: | ----------- | ----- | ----- | ------ | --- |',
  ];
  for (const { page, runs } of pages) {
    const s = summarise(runs);
    lines.push(
      `| ${page} | ${runs.length} | ${cell(s.performance, score)} | ${cell(s.FCP, seconds)} | ${cell(s.LCP, seconds)} | ${cell(s.TBT, ms)} | ${cell(s.CLS, score)} |`,
    );
  }
  return lines.join('\n');
}
