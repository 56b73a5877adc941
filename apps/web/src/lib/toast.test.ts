import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toasts from './toast';

// Which toasts stay when another page is on screen (issue 16). sonner stands in as a list of what is on screen.
const onScreen = vi.hoisted(() => new Map<number, string>());
vi.mock('sonner', () => {
  const show = (message: string, { id }: { id: number }) => void onScreen.set(id, message);
  return {
    toast: {
      success: show,
      error: show,
      info: show,
      warning: show,
      dismiss: (id?: number) => void (id === undefined ? onScreen.clear() : onScreen.delete(id)),
      getToasts: () => [...onScreen.keys()].map((id) => ({ id })),
    },
  };
});

let lib: typeof Toasts;

/** What is on screen once the toast library has done what it was asked. */
async function shown(): Promise<string[]> {
  // Every call waits on this same promise: its callbacks run in the order they were queued.
  await lib.loadSonner();
  return [...onScreen.values()];
}

/** Time passing between two steps, as when the machine is loaded: no verdict may depend on it. */
function aWhileLater() {
  vi.advanceTimersByTime(10_000);
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  onScreen.clear();
  lib = await import('./toast');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a toast', () => {
  it('goes when the traveller leaves its page', async () => {
    lib.toast.info('Siège déjà réservé');
    expect(await shown()).toEqual(['Siège déjà réservé']);
    lib.pageChanged(false);
    expect(await shown()).toEqual([]);
  });

  it('goes too when a redirect replaces its page', async () => {
    lib.toast.warning('Sièges perdus');
    lib.pageChanged(true);
    expect(await shown()).toEqual([]);
  });
});

describe('a toast for the next page', () => {
  it('is carried to the page its navigation leads to, then goes with it', async () => {
    lib.toastForNextPage.success('Connexion réussie!');
    aWhileLater();
    lib.pageChanged(false);
    expect(await shown()).toEqual(['Connexion réussie!']);
    lib.pageChanged(false);
    expect(await shown()).toEqual([]);
  });

  it('stays through the redirects that follow, however late they come: /admin to /login to /', async () => {
    lib.toastForNextPage.error('Accès non autorisé', 'Accès administrateur requis');
    lib.pageChanged(true);
    aWhileLater();
    lib.pageChanged(true);
    expect(await shown()).toEqual(['Accès non autorisé']);
    // The traveller follows a link: the toast stays with the page the redirects ended on.
    lib.pageChanged(false);
    expect(await shown()).toEqual([]);
  });

  it('replaces the toast on screen, which goes with its own page', async () => {
    lib.toast.info('Connexion requise');
    lib.toastForNextPage.success('Connexion réussie!');
    lib.pageChanged(true);
    expect(await shown()).toEqual(['Connexion réussie!']);
  });

  it('keeps what the first page showed when redirects reached it before the app rendered anything', async () => {
    lib.toastForNextPage.error('Accès non autorisé');
    lib.toast.error('Session expirée');
    lib.firstPageOnScreen();
    aWhileLater();
    expect(await shown()).toEqual(['Session expirée']);
    lib.pageChanged(false);
    expect(await shown()).toEqual([]);
  });
});
