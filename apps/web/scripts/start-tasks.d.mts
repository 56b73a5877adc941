/** Types of start-tasks.mjs, for the start budget test (e2e/start-work.spec.ts). */
import type { Browser, Page } from '@playwright/test';

export interface StartWork {
  /** CPU time of every main-thread task from the navigation until the page is shown and settled, in ms. */
  cpu: number;
  /** CPU time of the longest of those tasks, in ms. */
  longest: number;
  /** CPU time of the longest task from the scripts' evaluation on, in ms: on a server-rendered page, after its paint. */
  longestAfterScripts: number;
  /** Lighthouse's model of blocking time (CPU time ×4, what passes 50 ms), from the scripts' evaluation on. */
  blocking: number;
  /** The tasks over 30 ms once ×4, as "start:CPU ms ×4[content]". */
  tasks: string[];
}

export function measureStart(
  browser: Browser,
  url: string,
  options?: { setup?: { routerState?: unknown; token?: string }; ready?: (page: Page) => Promise<unknown> },
): Promise<StartWork>;

/** The median of a few figures (the upper one of the middle two). */
export function median(values: number[]): number;
