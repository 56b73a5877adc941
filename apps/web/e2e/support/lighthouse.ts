import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { TOKEN_STORAGE_KEY } from '../../src/lib/token-storage';
import { CHROMIUM_ARGS, LIGHTHOUSE_CHROME_PATH } from './chromium';
import type { PageSetup } from './start-pages';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A run Lighthouse itself could not finish (a trace it could not read, say): worth another try. */
export class LighthouseRunError extends Error {}

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** First contentful paint, largest contentful paint, total blocking time, layout shift, speed index, as shown. */
  metrics: string;
  /** The same, as numbers: milliseconds (CLS has no unit). */
  values: Record<Metric, number>;
  /** The address the page ended on: a page that redirected (to /login, say) was not the page meant. */
  finalUrl: string;
  /** Requests to anything but the app itself: there must be none (the tests run offline). */
  foreignRequests: string[];
  /** The whole report (JSON), to attach to the test. */
  report: string;
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
export type Metric = (typeof METRICS)[number][0];

/**
 * One Lighthouse run with its defaults: mobile emulation (Moto G Power) and simulated throttling (slow 4G, CPU
 * four times slower). Each run starts a Chromium headless shell of its own (LIGHTHOUSE_CHROME_PATH) on an empty
 * profile, so that nothing is cached, with a DevTools port Lighthouse drives. Playwright starts it, which lets an init script prepare the page the way the
 * app would have left it (router state, token) before any of the page's scripts run, in the tab Lighthouse opens.
 */
export async function runLighthouse(url: string, setup: PageSetup = {}): Promise<LighthouseRun> {
  const profile = mkdtempSync(path.join(tmpdir(), 'gbaka-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: LIGHTHOUSE_CHROME_PATH,
    headless: true,
    // No screen of Playwright's (the test project's desktop one included): Lighthouse sets the phone's itself.
    viewport: null,
    deviceScaleFactor: undefined,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
  });
  try {
    const { origin, pathname } = new URL(url);
    await context.addInitScript(preparePage, { origin, pathname, tokenKey: TOKEN_STORAGE_KEY, ...setup });
    const result = await lighthouse(url, {
      port: await devToolsPort(profile),
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new LighthouseRunError(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
    ) as Record<Category, number>;
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
      ?.items;
    return {
      scores,
      metrics: METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', '),
      values: Object.fromEntries(
        METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Record<Metric, number>,
      finalUrl: lhr.finalDisplayedUrl,
      foreignRequests: (requests ?? [])
        .map((request) => request.url)
        .filter((address) => !address.startsWith(`${origin}/`) && !address.startsWith('data:')),
      report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Chromium writes the port it chose (--remote-debugging-port=0) into the profile as it starts. */
async function devToolsPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium wrote no DevToolsActivePort in ${profile}`);
}

/** Runs in the page, before its scripts, on every document of the tab (Lighthouse first opens about:blank). */
function preparePage(options: PageSetup & { origin: string; pathname: string; tokenKey: string }) {
  if (location.origin !== options.origin) return;
  if (options.token) localStorage.setItem(options.tokenKey, options.token);
  if (options.routerState !== undefined && location.pathname === options.pathname && history.state === null) {
    history.replaceState({ usr: options.routerState, key: 'lighthouse', idx: 0 }, '');
  }
}
