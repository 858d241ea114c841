import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
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
