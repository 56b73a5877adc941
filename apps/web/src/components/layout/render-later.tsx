import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the rest of the page is on screen, as a low-priority update: what lies below the
 * first screen (the footer, the home page's lower sections) then costs a second, interruptible render instead of
 * lengthening the first one, and the top of the page shows sooner on a slow phone.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
