import type { App } from './app';
import { todayInAbidjan } from './lib/time';
import { generateTrips } from './modules/timetables/generate-trips';

const HOUR = 3_600_000;

/**
 * Periodic work. Every job is a single idempotent statement (or guarded by row locks), so each API instance may
 * run them all without coordination.
 */
export function startJobs(app: App) {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    const run = () => job().catch((err: unknown) => app.log.warn({ err, job: name }, 'job failed'));
    timers.push(setInterval(run, ms).unref());
    return run;
  };
  void every(6 * HOUR, 'generate-trips', () => generateTrips(app.db, todayInAbidjan()))();
  return { stop: () => timers.forEach(clearInterval) };
}
