import { useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrated, hydrateInSlices, HydrationSlice } from './hydration-slices';

// Real Preact hydrating server HTML: where a slice stops, what stays on screen, and how many slices a task hydrates.

/** Each slice's first commit, in order, with the task it happened in. */
let commits: { label: string; task: number }[] = [];
let task = 0;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => void commits.push({ label, task }), [label]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Trajets</h1>
      {['a', 'b', 'c'].map((label) => (
        <HydrationSlice key={label}>
          <Counter label={label} />
        </HydrationSlice>
      ))}
    </main>
  );
}

/** A clock on which every reading is 10 ms after the last: every slice finds its task already too long. */
function slowClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
}

/** Counts tasks: the hydration continues in tasks (setTimeout here), each one numbered as it starts. */
function countTasks() {
  const setTimeoutOfHost = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
    setTimeoutOfHost(() => {
      task += 1;
      run();
    }, ms)) as typeof setTimeout);
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.restoreAllMocks();
  commits = [];
  task = 0;
  document.body.innerHTML = '';
});

describe('hydrateInSlices', () => {
  it("keeps the server's HTML of the slices it stops at, then hydrates them one task each", async () => {
    const container = serverRendered();
    const html = container.innerHTML;
    const buttons = [...container.querySelectorAll('button')];
    slowClock();
    countTasks();

    const done = hydrateInSlices(() => hydrateRoot(container, <Page />));
    expect(commits, 'no slice hydrated in the first task').toEqual([]);
    expect(container.innerHTML, 'the waiting slices stay as the server wrote them').toBe(html);

    // Not within act(), which renders whatever is queued at once: the test is about which task renders what.
    await done;
    expect(commits.map(({ label }) => label)).toEqual(['a', 'b', 'c']);
    const tasks = commits.map((commit) => commit.task);
    expect(new Set(tasks).size, 'each slice in a task of its own').toBe(3);
    expect(tasks.every((n) => n > 0)).toBe(true);
    // Hydrated, not rendered again: the same elements, now answering taps.
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    buttons[1]!.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(buttons.map((button) => button.textContent)).toEqual(['a 0', 'b 1', 'c 0']);
    await expect(hydrated()).resolves.toBeUndefined();
  });

  it('hydrates everything in the first task while the task is short', async () => {
    const container = serverRendered();
    // A clock that does not move: the task never grows long, however slow the machine running the test.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    countTasks();
    const done = hydrateInSlices(() => hydrateRoot(container, <Page />));
    expect(commits).toEqual([
      { label: 'a', task: 0 },
      { label: 'b', task: 0 },
      { label: 'c', task: 0 },
    ]);
    await done;
  });
});

describe('HydrationSlice', () => {
  it('is its child alone in a page the browser renders, however long the task', async () => {
    slowClock();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page />));
    expect(container.querySelectorAll('button')).toHaveLength(3);
    expect(commits.map(({ label }) => label)).toEqual(['a', 'b', 'c']);
  });
});
