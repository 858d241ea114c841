import { type DehydratedState, dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.ts';
import { answerApiCallsWith } from './lib/api-client.ts';
import { firstScreenPage } from './lib/first-screen.ts';
import { loadAllTexts } from './lib/i18n.ts';

const handler = createStaticHandler(routes);

export interface FirstScreen {
  html: string;
  /** The source modules (relative to apps/web) whose style sheets the page needs beyond the entry's. */
  modules: string[];
  /** The answers the markup shows (TanStack Query's dehydrated cache), for the browser's first render. */
  data?: DehydratedState;
}

export interface RenderOptions {
  /** Answers the app's GET calls to `/api/...` in process, as a visitor (decision 044). Without it: no data. */
  fetchApi?: typeof fetch;
}

/**
 * How often the page is rendered, fetched for and rendered again: each round finds the queries that only the
 * previous round's answers reveal (a profile, then its ratings and references). Three cover every page
 * listed in lib/first-screen.ts; whatever a later round would reveal is still loading in the markup, as it is
 * in the browser's first render.
 */
const dataRounds = 3;

function isWanted(query: Query) {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) return false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function renderHtml(context: StaticHandlerContext, queryClient: QueryClient) {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the lazy parts a page renders at once: the markup holds them as the browser will show them, so
  // hydrating never has to switch a boundary to rendering in the browser.
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline, in place: React otherwise moves big ones to the end with an inline script that
    // swaps them in, which the Content-Security-Policy (script-src 'self') rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The first screen of a public page as HTML, for the server to put into index.html's root (decision 043):
 * Danish and logged out, exactly what the browser renders first for a visitor, so the browser hydrates it
 * instead of painting the page only after all the JavaScript has run. With `fetchApi`, the page's public
 * answers are in it too (decision 044), and in `data` for the browser's cache; a page where any of them
 * failed is rendered without data, every query loading, as the browser then shows it. Null when the path is
 * not such a page (a redirect, an error, a private or unknown route): the server then sends the empty shell.
 */
export async function renderFirstScreen(url: string, options: RenderOptions = {}): Promise<FirstScreen | null> {
  await loadAllTexts();
  const context = await handler.query(new Request(new URL(url, 'http://first-screen.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const page = firstScreenPage(context.matches.map((match) => match.route.handle));
  if (!page) return null;
  const modules = [...(page.module ? [page.module] : []), ...page.parts];
  // No second try: a failed answer already means the page goes out loading (below), and a retry's back-off
  // (a second) would hold up a visitor's page for nothing.
  const queryClient = createQueryClient({ retry: false });
  const loading = await renderHtml(context, queryClient);
  if (!options.fetchApi) return { html: loading, modules };
  answerApiCallsWith(options.fetchApi);
  let html = loading;
  for (let round = 0; round < dataRounds; round++) {
    const wanted = queryClient.getQueryCache().getAll().filter(isWanted);
    if (wanted.length === 0) break;
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    ) {
      // An error would have to reach the browser as the very error object the page tests (ApiError), which
      // JSON does not carry: the page goes out loading instead, and the browser asks again.
      return { html: loading, modules };
    }
    html = await renderHtml(context, queryClient);
  }
  const data = dehydrate(queryClient);
  return data.queries.length > 0 ? { html, modules, data } : { html, modules };
}
