import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// RouterProvider from 'react-router' (not '/dom'): vitest may load the two entry points from different
// builds, and hooks from one cannot see the router context of the other.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** Renders routes inside the app's real providers, with a fresh query cache per test. */
export function renderWithRouter(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export function renderWithProviders(element: ReactElement, initialPath = '/') {
  return renderWithRouter([{ path: '*', element }], initialPath);
}
