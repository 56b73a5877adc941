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
 * A toast belongs to the page it was shown on and goes when the traveller leaves it (issue 16), except one shown as
 * a navigation starts (in the same task, or while it loads): that one tells what the navigation is about ("Connexion
 * réussie", "Paramètres manquants") and is carried to the page it leads to, then goes with that page.
 */
let lastId = 0;
const carried = new Set<number>();
const shownThisTask = new Set<number>();
// The app starts by loading its first page: a toast shown meanwhile (a guard's redirect) is carried to it.
let navigating = true;

/**
 * Calls back once the effects of what renders next have run. A guard redirects from an effect (`<Navigate>`: signed
 * in on /login, the page goes on), and Preact runs effects after the next frame, in a task of their own
 * (docs/decisions/012-preact-runtime.md): a toast shown just before such a redirect is still one shown as the
 * navigation starts. Two frames, in case one comes before that render; then two tasks, since the effects' own task
 * is queued in the same frame.
 */
function afterEffects(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => setTimeout(callback, 0), 0)));
}

function show(kind: Kind, message: string, description?: string): void {
  const id = ++lastId;
  if (navigating) carried.add(id);
  shownThisTask.add(id);
  afterEffects(() => shownThisTask.delete(id));
  // The Toaster mounts once the library is there and replays the toast it missed (sonner keeps active toasts).
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](message, { id, description, duration: TOAST_DURATION_MS });
  });
}

/** The router started loading another page: toasts shown in this task go with it. */
export function navigationStarted(): void {
  navigating = true;
  for (const id of shownThisTask) carried.add(id);
}

/**
 * Another page is on screen: the toasts of the page left go, those carried to this one stay until the next. A page
 * that replaced the previous one (a redirect: /admin to /login to /) carries them on again.
 */
export function pageChanged(replaced: boolean): void {
  navigating = false;
  for (const id of shownThisTask) carried.add(id);
  const keep = new Set(carried);
  if (!replaced) carried.clear();
  if (!sonner) return;
  void sonner.then(({ toast }) => {
    for (const { id } of toast.getToasts()) if (!keep.has(Number(id))) toast.dismiss(id);
  });
}

/** The app's one toast helper: a new toast replaces the one on screen. */
export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
};
