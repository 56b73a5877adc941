// How long a page's main thread is blocked while it starts, the way Lighthouse's model counts it: each task's time
// multiplied by four (its slow phone) and what passes 50 ms summed, from the scripts' evaluation on. It uses each
// task's CPU time rather than its wall time, so that the other processes of a shared machine do not decide the
// result; several pages (two builds, say) are loaded in turn, so that they share the same conditions.
//
//   node scripts/start-tasks.mjs <url>[,<url>…] [runs] [setup]
//   node scripts/start-tasks.mjs http://127.0.0.1:4173/,http://127.0.0.1:4174/ 8
//
// [setup] is a JSON object {"routerState": …, "token": "…"}: React Router's navigation state and an access token
// put in place before the page's scripts run, as for e2e/lighthouse.spec.ts. Needs the built app served
// (scripts/e2e-server.mjs) and Chromium (CHROME_PATH, default /usr/bin/chromium). Figures: docs/BENCHMARKS.md.
import { chromium } from '@playwright/test';

const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SHOWN_MS = 30;

const [urlList, runsArg = '5', setupArg = '{}'] = process.argv.slice(2);
if (!urlList) {
  console.error('usage: node scripts/start-tasks.mjs <url>[,<url>…] [runs] [setup JSON]');
  process.exit(2);
}
const urls = urlList.split(',');
const setup = JSON.parse(setupArg);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const blocking = urls.map(() => []);
for (let run = 0; run < Number(runsArg); run += 1) {
  for (const [index, url] of urls.entries()) {
    const { total, tasks } = await measure(url);
    blocking[index].push(total);
    console.log(`${url} run ${run + 1}: ${total.toFixed(0)} ms | ${tasks.join(' ')}`);
  }
}
await browser.close();
for (const [index, url] of urls.entries()) {
  const sorted = blocking[index].sort((a, b) => a - b);
  const runs = sorted.map((value) => value.toFixed(0)).join(' ');
  console.log(`${url}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (runs ${runs})`);
}

/** One load in a fresh context: the blocking total and the tasks over SHOWN_MS (×4), as "start:length[content]". */
async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  try {
    const page = await context.newPage();
    const { origin, pathname } = new URL(url);
    await page.addInitScript(prepare, { origin, pathname, ...setup });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    return blockingOf(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await context.close();
  }
}

function blockingOf(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const { pid } = navigation;
  const { tid } = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts > navigation.ts);
  const evaluation = main.find((e) => e.name === 'v8.evaluateModule');
  const slowed = (event) => ((event.tdur ?? event.dur) * SLOWDOWN) / 1000;
  let total = 0;
  const tasks = [];
  for (const task of main.filter((e) => e.name === 'RunTask' && slowed(e) > SHOWN_MS)) {
    const counted = evaluation && task.ts + task.dur > evaluation.ts;
    if (counted) total += Math.max(0, slowed(task) - BLOCKING_MS);
    const inside = main.find(
      (e) => e !== task && e.ts >= task.ts && e.dur > task.dur * 0.3 && e.ts < task.ts + task.dur,
    );
    const label = inside ? inside.args?.data?.functionName || inside.name : '';
    tasks.push(
      `${((task.ts - navigation.ts) / 1000).toFixed(0)}:${slowed(task).toFixed(0)}[${label}]${counted ? '' : '(before)'}`,
    );
  }
  return { total, tasks };
}

/** Runs in the page before its scripts: what the previous page and the sign-in would have left. */
function prepare({ origin, pathname, routerState, token }) {
  const { location, history, localStorage } = globalThis;
  if (location.origin !== origin) return;
  // The key of src/lib/token-storage.ts.
  if (token) localStorage.setItem('token', token);
  if (routerState !== undefined && location.pathname === pathname && history.state === null) {
    history.replaceState({ usr: routerState, key: 'measure', idx: 0 }, '');
  }
}
