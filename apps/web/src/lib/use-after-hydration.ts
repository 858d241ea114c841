import { startTransition, useEffect, useState } from 'react';

/**
 * `serverValue` in the first render, on the server and in the browser alike, then what `read` says, set in
 * a transition once mounted. For what a first screen rendered on the server cannot know (decision 043): a
 * stored preference, or parts that read an answer from the API but hydrate later than the page. The
 * transition matters: a value that differs from the server's through useSyncExternalStore forces a
 * synchronous re-render after hydration, one long task on a phone.
 */
export function useAfterHydration<T>(serverValue: T, read: () => T): T {
  const [value, setValue] = useState(serverValue);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after the first render
  useEffect(() => {
    startTransition(() => setValue(read()));
  }, []);
  return value;
}

const inBrowser = () => true;

/** False on the server and in the browser's first render, true from the next (see useAfterHydration). */
export function useIsHydrated(): boolean {
  return useAfterHydration(false, inBrowser);
}
