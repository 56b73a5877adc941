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

function show(kind: Kind, message: string, description?: string): void {
  // The Toaster mounts once the library is there and replays the toast it missed (sonner keeps active toasts).
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](message, { description, duration: TOAST_DURATION_MS });
  });
}

/** The app's one toast helper: a new toast replaces the one on screen. */
export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
};
