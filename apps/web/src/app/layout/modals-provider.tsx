import { ModalsProvider } from '@mantine/modals';

/**
 * Loaded by modals-host.tsx on the first `modals.open...`. Its own module on purpose: a dynamic
 * import('@mantine/modals') is the package's index, and once any first-page code imported `modals` from
 * it, the provider and Modal would come along into that first download.
 */
export function LazyModalsProvider() {
  return <ModalsProvider />;
}
