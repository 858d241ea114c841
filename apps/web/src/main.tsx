import { firstScreenAttribute } from '@studiekraft/shared/constants/first-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { hydrateFirstScreen } from './app/hydrate-first-screen.tsx';
import { preloadRoutes } from './app/router.ts';
import { bootstrapSession } from './features/auth/api/bootstrap-session.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { mayHaveSession } from './lib/session-hint.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The automatic login runs while the language loads; App waits for it with the full-page loader.
void bootstrapSession();

function renderApp(container: HTMLElement) {
  // A first screen this browser does not hydrate (in English, or a session begun since) is not shown as is,
  // and the root no longer carries its mark. A login whose hint cookie was set just after the page request
  // left the server sending a visitor's first screen to a browser that renders itself: the mark stayed for
  // good, and anything waiting for the app to take over (the browser tests' navigation) waited forever.
  container.replaceChildren();
  container.removeAttribute(firstScreenAttribute);
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

// The server rendered a visitor's first screen in Danish (decision 043); a browser that is one hydrates it.
const isVisitor = storedLanguage() === 'da' && !mayHaveSession();
if (root.hasAttribute(firstScreenAttribute) && isVisitor) void hydrateFirstScreen(root);
else renderApp(root);
