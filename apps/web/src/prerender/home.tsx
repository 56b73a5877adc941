import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { appRoutes, firstPageLoaded } from '@/app/router';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * The home page as a French visitor without a session first sees it, drawn at build time
 * (scripts/prerender-home.mjs) so that a phone paints it from the HTML, before any script: the same tree the browser
 * renders (main.tsx), the same routes, texts and empty query cache, which the browser then takes over with
 * `hydrateRoot`. What differs between the build and the visit (today's date, the lists from the API) waits for
 * `useHydrated` to turn true.
 */
export async function renderHome(): Promise<string> {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/'] });
  await Promise.all([i18n.loadNamespaces('common'), firstPageLoaded(router)]);
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  router.dispose();
  queryClient.clear();
  return html;
}
