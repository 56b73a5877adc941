import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts to render: half a screen of scrolling ahead. */
const AHEAD = '50%';

/**
 * Renders its children when the place kept for them comes within half a screen of the viewport. What lies below the
 * first screen (the footer, the home page's lower sections) then costs nothing while a phone is still busy showing
 * the top of the page: rendering and laying out the home page's lower sections was about 40 % of the main thread's
 * work after its first paint. The place kept is a screen high, so what follows stays below the fold until the
 * children replace it.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    const show = () => setShown(true);
    if (!element || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return shown ? children : <div ref={placeholder} className="min-h-dvh" aria-hidden="true" />;
}
