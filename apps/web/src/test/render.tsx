import { act, render } from '@testing-library/react';
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

/**
 * renderWithRouter inside an awaited act. Needed for pages with a part that suspends on `use()` while the
 * browser renders it (HydrateWhenVisible's gate, the home page's lower sections): suspended inside the
 * synchronous act of a plain render, React leaves that render waiting on the act scope, and a later
 * transition (a navigation the page starts itself) never commits in the test, though it does in a browser.
 */
export async function renderWithRouterSettled(routes: RouteObject[], initialPath = '/') {
  return act(async () => renderWithRouter(routes, initialPath));
}

export function renderWithProviders(element: ReactElement, initialPath = '/') {
  return renderWithRouter([{ path: '*', element }], initialPath);
}
