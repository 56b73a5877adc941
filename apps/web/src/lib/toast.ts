import { toast as sonner } from 'sonner';

/** SPEC §9: one toast at a time, dismissed after five seconds. */
export const TOAST_DURATION_MS = 5_000;
export const VISIBLE_TOASTS = 1;

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, description?: string) {
  sonner.dismiss();
  return sonner[kind](message, { description, duration: TOAST_DURATION_MS });
}

/** The app's one toast helper: a new toast replaces the one on screen. */
export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
};
