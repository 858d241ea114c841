import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { bootstrapSession } from '../features/auth/api/bootstrap-session.ts';
import { useAuthState } from '../lib/auth-store.ts';
import { AppProviders } from './providers.tsx';
import { queryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Shows the full-page loader until the automatic login settles, then creates the router, so route
 * guards and home's redirect handling see the final logged-in state on the very first navigation.
 */
export function App() {
  const { isSettled } = useAuthState();
  const [router, setRouter] = useState<AppRouter | null>(null);

  useEffect(() => {
    void bootstrapSession();
  }, []);

  // The first page renders as a transition, in slices that yield to the browser, instead of one long task
  // (a phone's main thread stays free for input; decision 035). The loader stays until it is ready.
  useEffect(() => {
    if (isSettled && !router) startTransition(() => setRouter(createAppRouter()));
  }, [isSettled, router]);

  return (
    <AppProviders queryClient={queryClient}>{router ? <RouterProvider router={router} /> : <FullPageLoader />}</AppProviders>
  );
}
