import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { accountRoutes } from './routes/account-routes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { publicRoutes } from './routes/public-routes.ts';

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
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
