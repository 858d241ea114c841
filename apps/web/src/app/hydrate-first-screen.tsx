import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
// The RouterProvider of 'react-router', as in app.tsx: the one of 'react-router/dom' only adds flushSync,
// which no navigation here asks for, and in the web tests it loads a second copy of the router's contexts.
import { RouterProvider } from 'react-router';
import { authStore } from '../lib/auth-store.ts';
import { firstScreenAttribute } from '../lib/first-screen.ts';
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
 * Hydrates the first screen the server rendered into `container` for a visitor (decision 043): the page is
 * on screen already and becomes interactive without being drawn again. The browser's first render must be
 * the server's, so the visitor state is settled at once (a session the automatic login still finds is simply
 * the next render), the language is Danish and the page's lazy route is loaded before the router exists.
 */
export async function hydrateFirstScreen(container: HTMLElement, options: HydrationOptions = {}) {
  authStore.settleAsVisitor();
  await Promise.all([initI18n('da'), resolveRoutes(window.location.pathname)]);
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
