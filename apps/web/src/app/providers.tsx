import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container (transitions, portal, scroll handling: ~6 KB gzip) is not needed until the first
// toast. `notifications.show()` only writes to a store, so the container can mount afterwards and still
// shows what was queued before it arrived.
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  // Once mounted it stays, so the last toast can still animate out.
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
