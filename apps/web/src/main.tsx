import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoutes } from './app/router.ts';
import { bootstrapSession } from './features/auth/api/bootstrap-session.ts';
import { initI18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The automatic login runs while the language loads; App waits for it with the full-page loader.
void bootstrapSession();
preloadRoutes(window.location.pathname);

// The language (and the English bundle, when chosen) is ready before the first paint: no flash of keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
