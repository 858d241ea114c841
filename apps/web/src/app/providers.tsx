import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { SessionEndedToast } from './session-ended-toast.tsx';
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

/**
 * Every toast's and dialog's close button gets a name in the current language (axe: button-name); a dialog
 * that passes its own closeButtonProps keeps them, since instance props replace the default. So do the
 * clear button of a select and the remove button of a picked value's pill (issue 34): Mantine leaves
 * both without a name.
 */
function useLocalisedTheme() {
  const { t } = useTranslation();
  const close = t('common.close');
  const clear = t('common.clear');
  const remove = t('common.remove');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': close } } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          InputClearButton: { defaultProps: { 'aria-label': clear } },
          Pill: { defaultProps: { removeButtonProps: { 'aria-label': remove } } },
        },
      }),
    [close, clear, remove],
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={useLocalisedTheme()} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredNotifications />
        <SessionEndedToast />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
