import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { loadAllTexts } from '../lib/i18n.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { accountRoutes } from './routes/account-routes.ts';
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

const rootId = 'root';

export const routes: RouteObject[] = [
  {
    id: rootId,
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    children: [
      ...publicRoutes,
      ...accountRoutes,
      // Spec section 2: any unknown path redirects to /. The staff area is added below on its first visit.
      { path: '*', loader: () => redirect('/'), element: null },
    ],
  },
].map(withAllTexts);

const isStaffPath = (path: string) => path === '/administration' || path.startsWith('/administration/');

/**
 * The staff area's route table (40-odd routes, ~1.4 KB gzip) is not in the first download: React Router
 * asks for routes it may not know yet when a path only reaches the catch-all, and the table is added then,
 * once (bundle budget; decision 043). Its guard and lazy pages work as before.
 */
function discoverStaffRoutes(): PatchRoutesOnNavigationFunction {
  let isAdded = false;
  return async ({ path, patch }) => {
    if (isAdded || !isStaffPath(path)) return;
    const { adminRoutes } = await import('./routes/admin-routes.ts');
    if (isAdded) return;
    isAdded = true;
    patch(rootId, adminRoutes.map(withAllTexts));
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverStaffRoutes() });
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

/**
 * Loads the lazy modules of the routes that match `pathname` and puts them on the route objects, so the
 * router created next renders the page at once instead of its HydrateFallback: hydrating a first screen the
 * server rendered needs the same tree on the first render (decision 043; React Router's own recipe for lazy
 * routes and SSR).
 */
export async function resolveRoutes(pathname: string): Promise<void> {
  const matches = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    matches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
