import { options } from 'preact';
import { Component, Suspense, type ReactElement } from 'react';
import { nextTask } from './next-task';

/*
 * A server-rendered page (DESIGN §12) hydrated in tasks of a few milliseconds rather than in one.
 *
 * Preact hydrates a tree in the task that asks it to: 25 to 45 ms of a laptop's CPU for the results or a city pair,
 * four times that on the phone Lighthouse simulates, during which a tap waits. A `<HydrationSlice>` is a place where
 * the hydration may stop: once the task has run for SLICE_MS, the slice suspends, as a lazy component would. Preact
 * keeps the server's HTML of a component that suspends while it hydrates, and hydrates it when the promise resolves;
 * here that is in a later task, one slice per task. The renders that the hydrated parts' effects ask for (a
 * subscription finding the router started, say) take their turn in the same queue, ahead of the slices left, instead
 * of running in the task that hydrated.
 */

/**
 * A slice stops the task once it has run this long: the part it began goes on until the next slice, so that a task
 * lasts this plus the largest part between two slices, a few milliseconds, well under a phone's 50 ms.
 */
const SLICE_MS = 2;

interface Hydration {
  /** When the task now running began its share of the hydration. */
  taskStart: number;
  /** What is left to do, one item per task: renders first, then the slices in the order they stopped. */
  renders: (() => void)[];
  slices: (() => void)[];
}

let hydration: Hydration | null = null;
let finished = Promise.resolve();

/** Runs `hydrate` (the root's `hydrateRoot`) and resolves once every slice it left for later is hydrated. */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  const current: Hydration = { taskStart: performance.now(), renders: [], slices: [] };
  const usual = options.debounceRendering;
  hydration = current;
  // Preact asks this hook to schedule the renders that state changes queue (a microtask by default).
  options.debounceRendering = (render) => current.renders.push(render);
  hydrate();
  finished = (async () => {
    for (;;) {
      await nextTask();
      const next = current.renders.shift() ?? current.slices.shift();
      if (!next) break;
      current.taskStart = performance.now();
      next();
    }
    hydration = null;
    options.debounceRendering = usual;
  })();
  return finished;
}

/** Resolves once the page's hydration is complete (at once on a page the browser rendered). */
export function hydrated(): Promise<void> {
  return finished;
}

/**
 * A place where the hydration of a server-rendered page may continue in a later task (see above). Its child must be
 * a single element: that is the HTML Preact keeps on screen while the slice waits. Outside a hydration, and once
 * hydrated, it is its child and nothing more.
 */
export function HydrationSlice({ children }: { children: ReactElement }) {
  // A boundary of its own: Preact resumes what suspended under a boundary only once all of it can resume.
  return (
    <Suspense fallback={null}>
      <PauseWhenLate>{children}</PauseWhenLate>
    </Suspense>
  );
}

/** Stops the hydration here when its task has run long enough, until its turn comes in a later task. */
class PauseWhenLate extends Component<{ children: ReactElement }> {
  /**
   * Until its first commit, and once: a slice that waited goes on whatever the time when its turn comes, and one
   * that the page renders again (its parent's state changed) is not hydrating any more.
   */
  private mayWait = true;

  override componentDidMount() {
    this.mayWait = false;
  }

  override render() {
    const current = hydration;
    if (this.mayWait && current && performance.now() - current.taskStart > SLICE_MS) {
      this.mayWait = false;
      throw new Promise<void>((resume) => current.slices.push(resume));
    }
    return this.props.children;
  }
}
