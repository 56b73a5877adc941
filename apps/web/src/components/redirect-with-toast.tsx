import { useEffect } from 'react';
import { useNavigate, type To } from 'react-router';
import { toastForNextPage } from '@/lib/toast';

interface RedirectWithToastProps {
  to: To;
  /** Router state for the page redirected to. */
  state?: unknown;
  /** The error toast that says why; none when absent. */
  toast?: { title: string; text?: string };
}

/**
 * A guard's redirect (replacing the page) that says why: the toast, then the navigation, in one effect, so that the
 * toast is one for the next page (lib/toast.ts) and stays through the redirects that may follow. With `<Navigate>`
 * beside a toast's effect, the navigation would start first: `<Navigate>`'s effect runs before its parent's.
 */
export function RedirectWithToast({ to, state, toast }: RedirectWithToastProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (toast) toastForNextPage.error(toast.title, toast.text);
    void navigate(to, { replace: true, state });
    // Once, as <Navigate> does: the state object and the texts are new at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
