/**
 * Runs `callback` once the browser is idle after the first paint (at the latest after `timeout` ms), for
 * code that can wait until the first screen is up. Returns a cancel function for effect cleanups.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
