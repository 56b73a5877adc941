import type * as SonnerModule from 'sonner';

/** SPEC §9: one toast at a time, dismissed after five seconds. */
export const TOAST_DURATION_MS = 5_000;
export const VISIBLE_TOASTS = 1;

type Kind = 'success' | 'error' | 'info' | 'warning';
type Sonner = typeof SonnerModule;

// The toast library (9 kB compressed) downloads with the first toast, not with every page: most visits show none.
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For the Toaster: whether a toast was asked for yet, and a way to hear when the first one is. */
export const sonnerRequested = () => sonner !== undefined;
export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/*
 * A toast belongs to the page it was shown on and goes when the traveller leaves it (issue 16). One that tells what a
 * navigation is about ("Connexion réussie", "Accès non autorisé") is shown with `toastForNextPage`, before that
 * navigation starts: it is carried to the page the navigation leads to, through the redirects that replace that
 * page (/admin to /login to /), then goes with it. Said by the caller, not guessed from timing: a guard's redirect
 * can come a frame or a loaded machine's second later, and a toast shown meanwhile is still about it.
 */
let lastId = 0;
// Shown for the next page, which is not on screen yet.
const carried = new Set<number>();
// Carried to the page on screen: they stay while redirects replace it.
let arrived = new Set<number>();

function show(kind: Kind, message: string, description: string | undefined, forNextPage: boolean): void {
  const id = ++lastId;
  if (forNextPage) carried.add(id);
  // The Toaster mounts once the library is there and replays the toast it missed (sonner keeps active toasts).
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](message, { id, description, duration: TOAST_DURATION_MS });
  });
}

/** Another page is on screen (`replaced`: it took the place of the previous one, as a redirect does). */
export function pageChanged(replaced: boolean): void {
  const keep = replaced ? new Set([...arrived, ...carried]) : new Set(carried);
  carried.clear();
  arrived = keep;
  if (!sonner) return;
  void sonner.then(({ toast }) => {
    for (const { id } of toast.getToasts()) if (!keep.has(Number(id))) toast.dismiss(id);
  });
}

/**
 * The app's first page is on screen, reached through redirects made before anything showed (a session that expired
 * while the app started sends it to /login): every toast so far is about that page, the one it showed itself in the
 * same render included, and those carried to it stay until the next page as after any redirect.
 */
export function firstPageOnScreen(): void {
  arrived = new Set([...arrived, ...carried]);
  carried.clear();
}

function toasts(forNextPage: boolean) {
  return {
    success: (message: string, description?: string) => show('success', message, description, forNextPage),
    error: (message: string, description?: string) => show('error', message, description, forNextPage),
    info: (message: string, description?: string) => show('info', message, description, forNextPage),
    warning: (message: string, description?: string) => show('warning', message, description, forNextPage),
  };
}

/** The app's one toast helper: a new toast replaces the one on screen, and goes with the page it is shown on. */
export const toast = toasts(false);

/** The same, for a toast about the navigation the caller starts next: it goes with the page that navigation leads to. */
export const toastForNextPage = toasts(true);
