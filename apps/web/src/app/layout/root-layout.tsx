import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { loadAllTexts } from '../../lib/i18n.ts';
import { useIsFooterHidden } from '../../lib/route-handle.ts';
import { useIsHydrated } from '../../lib/use-after-hydration.ts';
import { AppHeader } from './app-header.tsx';
import { DocumentMeta } from './document-meta.tsx';
import classes from './layout.module.css';
import { ModalsHost } from './modals-host.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';

// The footer is below the first screen on every page that has much to show: its own chunk, loaded at once
// beside the page, with the full text catalogue (it only adds at the bottom, so nothing above it moves).
const AppFooter = lazy(() =>
  Promise.all([import('./app-footer.tsx'), loadAllTexts()]).then(([module]) => ({ default: module.AppFooter })),
);

// The cookie notice floats over the page and is left out of a first screen rendered on the server (decision
// 043), so it is never needed for the first paint: its own small chunk, with the footer's.
const CookieNotice = lazy(() => import('./cookie-notice.tsx').then((module) => ({ default: module.CookieNotice })));

// A fixed header over a padded main, in plain elements and layout.module.css: Mantine's AppShell did the
// same but brought its navbar/aside machinery and react-remove-scroll (~6 KB gzip) into the first download.
// 'right-scroll-bar-position' is react-remove-scroll's class for fixed elements, so the header keeps its
// place when a modal locks the page's scrolling.
export function RootLayout() {
  const isFooterHidden = useIsFooterHidden();
  // The footer lists the skill groups from the API; in a first screen it would hydrate after that answer
  // (its own chunk), so it is left out there and added right after (below the fold: nothing moves).
  const isHydrated = useIsHydrated();
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader />
      </header>
      {/* tabIndex -1: the skip link's target takes focus without becoming a stop of Tab itself. */}
      <main id={mainContentId} tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
      </main>
      {/* Outside main, so the footer is the page's contentinfo landmark and not part of the main content. */}
      {!isFooterHidden && isHydrated && (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <CookieNotice />
      </Suspense>
      <DocumentMeta />
      {/* Inside the router so confirm dialogs (modals.open...) can use links and navigate; loads on first use. */}
      <ModalsHost />
      <ScrollRestoration />
    </div>
  );
}
