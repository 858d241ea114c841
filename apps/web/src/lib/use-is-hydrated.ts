import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates a first screen (decision 043), true from the next
 * render on (and always in a page the browser renders itself). For parts that read an answer from the API
 * but hydrate later than the page (lazy chunks): the answer may be there by then, and the markup would differ.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, onServer);
}
