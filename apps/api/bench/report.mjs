// The benchmark's markdown output: one table per database, each API scenario as a ratio of the bare Fastify
// route measured in the same run (the mean of its runs at the start and at the end of the section).
import os from 'node:os';

const cell = (v) => (v === null || v === undefined ? '–' : String(v));
const round = (v, digits = 0) => Number(v.toFixed(digits));

export function printSection(section, options) {
  const cpus = os.cpus();
  const bares = section.results.filter((r) => r.name.startsWith('bare'));
  const bare = bares.reduce((sum, r) => sum + r.rps, 0) / bares.length;
  const counts = Object.entries(section.counts)
    .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
    .join(', ');
  console.log(`\n## ${section.title}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
  console.log(
    `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${options.connections} connections, ${options.duration} s per scenario (payments: until every booking ` +
      `is paid, ${options.paymentSeconds} s at most)` +
      `${options.warmup ? ` after a ${options.warmup} s warm-up (none where every request must be new)` : ''}; ` +
      `load average ${section.load.start} at the start, ${section.load.end} at the end.\n`,
  );
  console.log(`Data: ${counts}.`);
  if (section.generation) {
    console.log(`Generated in ${section.generation.seconds.toFixed(1)} s (VACUUM ANALYZE included).`);
  }
  console.log(
    `Searches: ${section.searches.hot} queries repeated in turn; then up to ${section.searches.fresh.toLocaleString('en-US')} ` +
      'distinct ones, each asked once.\n',
  );
  const statuses = Object.entries(section.statuses)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  console.log(`The benchmark's bookings at the end: ${statuses || 'none'}.\n`);
  console.log(
    '| scenario | requests/s | p50 (ms) | p99 (ms) | vs bare | KB/response | server CPU µs/req | PostgreSQL CPU µs/req | status codes | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const r of section.results) {
    if (r.skipped) {
      console.log(`| ${r.name} | not run: the scenario before it made nothing to request | | | | | | | | |`);
      continue;
    }
    const ratio = `${Math.round((r.rps / bare) * 100)} %`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${round(r.kbPerResponse, 1)} | ` +
        `${cell(r.serverCpu)} | ${cell(r.databaseCpu)} | ${r.codes} | ${r.errors} |`,
    );
  }
  console.log("\nThe home page's catalogue lists, one request at a time (median of 5):\n");
  console.log('| request | ms | KB |\n|---|---:|---:|');
  for (const l of section.lists)
    console.log(`| GET ${l.path} | ${round(l.medianMs, 1)} | ${round(l.kb, 1)} |`);
  for (const search of section.results.filter((r) => r.name.startsWith('search'))) {
    const met = search.rps >= 0.4 * bare && search.p99 < 50;
    console.log(
      `\nTarget for "${search.name}" (≥ 40 % of bare, p99 < 50 ms): ${met ? 'met' : 'missed'} ` +
        `(${Math.round((search.rps / bare) * 100)} %, p99 ${search.p99} ms).`,
    );
  }
}
