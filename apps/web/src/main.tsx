import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app.tsx';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter, preloadRoutes, resolveRoutes } from './app/router.ts';
import { bootstrapSession } from './features/auth/api/bootstrap-session.ts';
import { authStore } from './lib/auth-store.ts';
import { firstScreenAttribute } from './lib/first-screen.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { readStored, storageKeys } from './lib/storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The automatic login runs while the language loads; App waits for it with the full-page loader.
void bootstrapSession();

/**
 * The server rendered this page's first screen for a visitor, in Danish (decision 043). A browser that is
 * one (no session to restore, Danish chosen) hydrates it: the page is on screen already and becomes
 * interactive without being drawn again. The visitor state is settled at once; a session the login still
 * finds is simply the next render.
 */
async function hydrateFirstScreen(container: HTMLElement) {
  authStore.settle();
  await Promise.all([initI18n('da'), resolveRoutes(window.location.pathname)]);
  // As a transition, hydration runs in slices that yield to the browser rather than as one long task (the
  // page is on screen already; a phone's main thread stays free for a tap meanwhile, decision 035).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

function renderApp(container: HTMLElement) {
  // A first screen this browser does not hydrate (a user, or English) must not show as the visitor's page.
  container.replaceChildren();
  preloadRoutes(window.location.pathname);
  // The language (and the English bundle, when chosen) is ready before the first paint: no flash of keys.
  void initI18n().then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const isVisitor = storedLanguage() === 'da' && readStored(storageKeys.sessionHint) === null;
if (root.hasAttribute(firstScreenAttribute) && isVisitor) void hydrateFirstScreen(root);
else renderApp(root);
