import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { toastForNextPage } from '@/lib/toast';

/** SPEC §9: the search and seat pages wait one second before sending the traveller elsewhere. */
export const REDIRECT_DELAY_MS = 1_000;

interface RedirectNoticeProps {
  message: string;
  to: string;
  /** Router state for the page left to (the search, when going back to /search). */
  state?: unknown;
  toastTitle: string;
  toastText?: string;
  /** Go back in history instead, when there is an in-app page to go back to (`to` otherwise). */
  back?: boolean;
}

/** A page that cannot show anything without its router state says so, then leaves with an error toast. */
export function RedirectNotice({ message, to, state, toastTitle, toastText, back }: RedirectNoticeProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      toastForNextPage.error(toastTitle, toastText);
      // React Router numbers its history entries: 0 is the first page of the visit.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (back && index > 0) void navigate(-1);
      else void navigate(to, { replace: true, state });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Runs once: the state object is new at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <Spinner className="size-8 text-brand-700" />
      <p className="text-stone-800">{message}</p>
    </div>
  );
}
