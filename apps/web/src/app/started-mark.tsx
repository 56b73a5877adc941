import { useEffect } from 'react';
import { hydrated } from '@/lib/hydration-slices';

/**
 * Marks the document once the app runs a public page (`<html data-started>`): hydrated, all its slices included
 * (lib/hydration-slices.tsx), when the server rendered it, or first rendered by the browser. Taps and submits on a
 * server-rendered page before then are held and replayed at that moment (public/start-after-paint.js). A DOM
 * attribute rather than anything of the UI runtime's, so that it holds whichever runtime hydrates the page.
 */
export function StartedMark() {
  useEffect(() => {
    void hydrated().then(() => {
      document.documentElement.dataset.started = '';
    });
  }, []);
  return null;
}
