// The server's render of the public pages (DESIGN §12), built by `vite build --ssr` into dist-server/ and called by
// the API's page handler (apps/api/src/plugins/spa.ts). apps/web/README.md, "Server rendering", tells the whole way.
import './lib/zod-csp';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import type { PageHandle } from './app/prefetch-page-data';
import { routes } from './app/router';
import type { ServerState } from './app/server-state';
import { i18n, startI18n } from './i18n';
import { setApiFetch } from './lib/api-client';
import { sessionQueryKey } from './lib/auth/session';
import { createQueryClient } from './lib/query-client';
import { serverPageMeta, startServerPage } from './lib/seo/server-page';
import { pageHead, type PageHead } from './lib/seo/use-page-meta';

export interface RenderInput {
  /** The page's address, path and query string. */
  url: string;
  /** Where the request came to (`https://gbaka.ci`): canonical links and JSON-LD name it. */
  origin: string;
  language: string;
  /** Answers the page's API requests in the server's process. */
  fetch: typeof fetch;
}

export type RenderResult =
  /** Not a page the server renders: the browser renders it from index.html. */
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup inside #root. */
      html: string;
      /** Head tags of the page (title, description, canonical, JSON-LD), if it set them. */
      head: PageHead | null;
      /** The router's and the query cache's state, for the browser to hydrate with (main.tsx). */
      state: ServerState;
      /** False for a page whose data said "not found" or whose loader failed: the browser renders it afresh. */
      hydrate: boolean;
    };

let started = false;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page. One at a time: the language is i18next's one instance's (the API client and the formatters
 * read it too), and the page's head tags are module state. A render is a few tens of milliseconds; the data comes
 * from the same process.
 */
export function render(input: RenderInput): Promise<RenderResult> {
  const result = queue.then(() => renderPage(input));
  queue = result.catch(() => undefined);
  return result;
}

async function renderPage({ url, origin, language, fetch }: RenderInput): Promise<RenderResult> {
  const location = new URL(url, origin);
  const queryClient = createQueryClient();
  // A query that failed on the server shows its error there, rather than a spinner for a retry that never comes.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const tree = routes(queryClient);
  const matches = matchRoutes(tree, location) ?? [];
  if (!matches.some((match) => (match.route.handle as PageHandle | undefined)?.ssr))
    return { kind: 'browser' };

  setApiFetch(fetch);
  await startLanguage(language);
  startServerPage(origin);

  const handler = createStaticHandler(tree);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const routerLocation = context.location;
  await Promise.all(
    context.matches.map(({ route, params }) => {
      const ssr = (route.handle as PageHandle | undefined)?.ssr;
      return typeof ssr === 'function' ? ssr(queryClient, { params, location: routerLocation }) : undefined;
    }),
  );

  const notFoundData = hasNotFoundAnswer(queryClient);
  const notFoundRoute = context.matches.at(-1)?.route.path === '*';
  const router = createStaticRouter(handler.dataRoutes, context);
  // Preact's renderer, as the browser's runtime is Preact (docs/decisions/012-preact-runtime.md). Async: it waits for
  // what suspends (a lazy component) and writes it in place, so the page needs no inline script (the CSP runs none).
  const html = await renderToStringAsync(
    (
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    ) as unknown as VNode,
  );
  const meta = serverPageMeta();
  return {
    kind: 'page',
    status: notFoundData || notFoundRoute ? 404 : context.statusCode,
    html,
    head: meta && pageHead(meta, { origin, language: i18n.language, home: i18n.t('common:nav.home') }),
    state: {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrateQueries(queryClient),
    },
    hydrate: !notFoundData && !context.errors,
  };
}

async function startLanguage(language: string): Promise<void> {
  if (!started) {
    startI18n();
    started = true;
  }
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('common');
}

/** A query of the first screen answered 404: an unknown station or city pair. */
function hasNotFoundAnswer(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => (query.state.error as { status?: unknown } | null)?.status === 404);
}

/** The answers the page showed, without the session: the server always renders a visitor's page. */
function dehydrateQueries(queryClient: QueryClient) {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.queryKey[0] !== sessionQueryKey[0],
  });
}
