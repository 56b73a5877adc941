// The main thread's work while a page starts, from each task's CPU time rather than its wall time, so that the
// other processes of a shared machine decide the result as little as they can (they still stretch CPU time: by up
// to about 1.5× at a load of 20 on 2 cores, docs/BENCHMARKS.md "Start work"). Per load, in a fresh context with a
// phone's screen and no throttling:
// - cpu: the CPU time of every main-thread task from the navigation until the page is shown and settled;
// - longest: the longest of those tasks (a tap waits for it), and the longest from the scripts' evaluation on (on a
//   server-rendered page, what follows its first paint);
// - blocking: Lighthouse's model of blocking time, each task's CPU time ×4 (its slow phone), what passes 50 ms,
//   summed from the scripts' evaluation on. It follows the CPU time's stretch four times over: a figure to compare
//   two builds side by side, not to gate on.
// Several pages (two builds, say) are loaded in turn, so that they share the same conditions.
//
//   node scripts/start-tasks.mjs <url>[,<url>…] [runs] [setup]
//   node scripts/start-tasks.mjs http://127.0.0.1:4173/,http://127.0.0.1:4174/ 8
//
// [setup] is a JSON object {"routerState": …, "token": "…"}: React Router's navigation state and an access token
// put in place before the page's scripts run, as the budget test does (e2e/start-work.spec.ts). Needs the built app
// served (scripts/e2e-server.mjs) and Chromium (CHROME_PATH, default /usr/bin/chromium). Also imported by that
// test: `measureStart(browser, url, options)`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SHOWN_MS = 30;
/** After the page shows its content and the network is idle: the tasks that follow (a formatter's warm-up). */
const SETTLE_MS = 2000;

/**
 * Loads `url` once in a fresh context of `browser` with a trace of its main thread.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ setup?: { routerState?: unknown, token?: string },
 *   ready?: (page: import('@playwright/test').Page) => Promise<unknown> }} [options]
 *   `ready` resolves once the page shows what it is for (a locator's `waitFor`); without it, the load event.
 */
export async function measureStart(browser, url, { setup = {}, ready } = {}) {
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
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await ready?.(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    } finally {
      trace = await browser.stopTracing();
    }
    return startOf(JSON.parse(trace.toString()).traceEvents, origin);
  } finally {
    await context.close();
  }
}

/** The median of a few figures (the upper one of the middle two). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page's renderer is the process of the main frame's last commit to our origin (the first document of a tab
 * is about:blank, in another process); its main thread is that process's CrRendererMain.
 */
function startOf(events, origin) {
  const commit = events.findLast(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url?.startsWith(origin),
  );
  if (!commit) throw new Error(`no frame of ${origin} committed during the trace`);
  const pid = commit.args.data.processId;
  const thread = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`no main thread in the trace of renderer ${pid}`);
  const navigationTs = Math.min(
    ...events.filter((e) => e.pid === pid && e.name === 'navigationStart').map((e) => e.ts),
    commit.ts,
  );
  const main = events.filter(
    (e) => e.pid === pid && e.tid === thread.tid && e.ph === 'X' && e.ts >= navigationTs,
  );
  const evaluation = main.find((e) => e.name === 'v8.evaluateModule');
  if (!evaluation) throw new Error(`${origin}: the page's scripts were not evaluated during the trace`);
  const cpuMs = (event) => (event.tdur ?? event.dur) / 1000;
  const runTasks = main.filter((e) => e.name === 'RunTask');
  let blocking = 0;
  let longestAfterScripts = 0;
  const tasks = [];
  for (const task of runTasks) {
    const afterScripts = task.ts + task.dur > evaluation.ts;
    if (afterScripts) {
      blocking += Math.max(0, cpuMs(task) * SLOWDOWN - BLOCKING_MS);
      longestAfterScripts = Math.max(longestAfterScripts, cpuMs(task));
    }
    if (cpuMs(task) * SLOWDOWN <= SHOWN_MS) continue;
    const inside = main.find(
      (e) => e !== task && e.ts >= task.ts && e.dur > task.dur * 0.3 && e.ts < task.ts + task.dur,
    );
    const label = inside ? inside.args?.data?.functionName || inside.name : '';
    const at = ((task.ts - navigationTs) / 1000).toFixed(0);
    tasks.push(`${at}:${(cpuMs(task) * SLOWDOWN).toFixed(0)}[${label}]${afterScripts ? '' : '(before)'}`);
  }
  return {
    cpu: runTasks.reduce((total, task) => total + cpuMs(task), 0),
    longest: Math.max(...runTasks.map(cpuMs)),
    longestAfterScripts,
    blocking,
    tasks,
  };
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
  const results = urls.map(() => []);
  for (let run = 0; run < Number(runsArg); run += 1) {
    for (const [index, url] of urls.entries()) {
      const result = await measureStart(browser, url, { setup });
      results[index].push(result);
      const figures = `CPU ${result.cpu.toFixed(0)} ms, longest ${result.longest.toFixed(0)} ms (after the scripts ${result.longestAfterScripts.toFixed(0)} ms), blocking ×4 ${result.blocking.toFixed(0)} ms`;
      console.log(
        `${url} run ${run + 1}: ${figures} | tasks over ${SHOWN_MS} ms ×4 (start:CPU ms ×4[content]): ${result.tasks.join(' ')}`,
      );
    }
  }
  await browser.close();
  for (const [index, url] of urls.entries()) {
    const line = ['cpu', 'longest', 'longestAfterScripts', 'blocking'].map((key) => {
      const values = results[index].map((result) => result[key]);
      const runs = [...values].sort((a, b) => a - b).map((value) => value.toFixed(0));
      return `${key} median ${median(values).toFixed(0)} ms (${runs.join(' ')})`;
    });
    console.log(`${url}: ${line.join('; ')}`);
  }
}
