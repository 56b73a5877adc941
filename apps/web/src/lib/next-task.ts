/**
 * Resolves in a task of its own, so that the work after it does not lengthen the current one. A phone four times
 * slower than a laptop cannot answer a tap during a long task; the start of the app is cut in such steps
 * (main.tsx). `scheduler.yield()` where the browser has it (Chromium) resumes ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
