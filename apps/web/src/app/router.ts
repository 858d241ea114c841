import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { loadAllTexts } from '../lib/i18n.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { accountRoutes } from './routes/account-routes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';

/**
 * Every lazy route also waits for the full text catalogue: the first download carries only the shell's and
 * home's texts (lib/i18n.ts), and a page must never show a key. Both load in parallel.
 */
function withAllTexts(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const wrapped = (children ? { ...route, children: children.map(withAllTexts) } : { ...route }) as RouteObject;
  if (typeof lazy === 'function') {
    wrapped.lazy = (async (...args: Parameters<typeof lazy>) => {
      const [module] = await Promise.all([lazy(...args), loadAllTexts()]);
      return module;
    }) as typeof lazy;
  }
  return wrapped;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    children: [
      ...publicRoutes,
      ...accountRoutes,
      ...adminRoutes,
      // Spec section 2: any unknown path redirects to /.
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
].map(withAllTexts);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts loading the lazy modules of the routes that match `pathname`, without waiting for them. The router
 * is created only once the automatic login has settled (app.tsx); fetching the page's chunk meanwhile takes
 * it off that serial path (one round trip less on a phone, decision 040). The router later calls the same
 * functions and gets the modules the browser already has; a failure here is left for it to report.
 */
export function preloadRoutes(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
