import { useEffect } from 'react';

/** Names the browser tab after the page, which screen readers also announce on navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Gbaka` : 'Gbaka';
  }, [title]);
}
