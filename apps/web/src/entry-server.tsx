import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.ts';
import { firstScreenPage } from './lib/first-screen.ts';
import { loadAllTexts } from './lib/i18n.ts';

const handler = createStaticHandler(routes);

export interface FirstScreen {
  html: string;
  /** The source modules (relative to apps/web) whose style sheets the page needs beyond the entry's. */
  modules: string[];
}

/**
 * The first screen of a public page as HTML, for the server to put into index.html's root (decision 043):
 * Danish, logged out, every query still loading, exactly what the browser renders first for a visitor, so
 * the browser hydrates it instead of painting the page only after all the JavaScript has run. Null when the
 * path is not such a page (a redirect, an error, a private or unknown route): the server then sends the
 * empty shell as before.
 */
export async function renderFirstScreen(url: string): Promise<FirstScreen | null> {
  await loadAllTexts();
  const context = await handler.query(new Request(new URL(url, 'http://first-screen.invalid')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const page = firstScreenPage(context.matches.map((match) => match.route.handle));
  if (!page) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the lazy parts a page renders at once: the markup holds them as the browser will show them, so
  // hydrating never has to switch a boundary to rendering in the browser.
  const { prelude } = await prerender(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline, in place: React otherwise moves big ones to the end with an inline script that
    // swaps them in, which the Content-Security-Policy (script-src 'self') rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, modules: page.module ? [page.module] : [] };
}
