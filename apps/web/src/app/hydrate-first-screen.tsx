import { firstScreenAttribute, firstScreenDataId } from '@studiekraft/shared/constants/first-screen';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
// The RouterProvider of 'react-router', as in app.tsx: the one of 'react-router/dom' only adds flushSync,
// which no navigation here asks for, and in the web tests it loads a second copy of the router's contexts.
import { RouterProvider } from 'react-router';
import { authStore } from '../lib/auth-store.ts';
import { initI18n } from '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { queryClient } from './query-client.ts';
import { createAppRouter, resolveRoutes } from './router.ts';

type HydrationOptions = Pick<RootOptions, 'onRecoverableError'>;

/**
 * Drops the server's mark from the root once the page is hydrated and responds: the markup is the app's now.
 * A wrapper, not a sibling of the app: a sibling would shift every `useId` below it (Mantine derives class
 * names from them), and the markup would no longer match the server's.
 */
function FirstScreenTakenOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute(firstScreenAttribute);
  }, [container]);
  return children;
}

/**
 * Puts the answers the server's markup shows (decision 044) into the query cache, so the first render shows
 * them too. They keep the time the server fetched them: one older than the cache's fresh time is asked for
 * again once the page is live.
 */
function takeFirstScreenData() {
  const script = document.getElementById(firstScreenDataId);
  if (!script) return;
  script.remove();
  try {
    hydrate(queryClient, JSON.parse(script.textContent ?? ''));
  } catch {
    // Unreadable data: the markup shows answers the first render will not have; React reports the mismatch
    // and renders the page afresh, which asks for them.
  }
}

/**
 * Hydrates the first screen the server rendered into `container` for a visitor (decision 043): the page is
 * on screen already and becomes interactive without being drawn again. The browser's first render must be
 * the server's, so the visitor state is settled at once (a session the automatic login still finds is simply
 * the next render), the language is Danish and the page's lazy route is loaded before the router exists.
 */
export async function hydrateFirstScreen(container: HTMLElement, options: HydrationOptions = {}) {
  authStore.settleAsVisitor();
  await Promise.all([initI18n('da'), resolveRoutes(window.location.pathname)]);
  takeFirstScreenData();
  // As a transition, hydration runs in slices that yield to the browser rather than as one long task (the
  // page is on screen already; a phone's main thread stays free for a tap meanwhile, decision 035).
  const router = createAppRouter();
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenTakenOver container={container}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </FirstScreenTakenOver>
      </StrictMode>,
      options,
    );
  });
  // The router too, so a test can dispose of it with the root: a navigation it still has in flight would
  // otherwise change the next test's address.
  return { root: root as Root, router };
}
