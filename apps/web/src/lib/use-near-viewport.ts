import { type RefObject, useEffect } from 'react';

/**
 * Calls `onNear` when the element of `ref` comes within `rootMargin` of the viewport, and at once where there
 * is no IntersectionObserver. Observes only while `isWatching`; `onNear` should be stable (a state setter, a
 * resolver), since a new one starts a new observer.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin, onNear, isWatching = true }: { rootMargin: string; onNear: () => void; isWatching?: boolean },
) {
  useEffect(() => {
    const element = ref.current;
    if (!isWatching || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, onNear, isWatching]);
}
