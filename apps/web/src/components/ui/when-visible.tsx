import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

interface WhenVisibleProps {
  children: ReactNode;
  /** Shown until the area nears the viewport; give it the content's rough height to avoid a jump. */
  placeholder?: ReactNode;
  /** How far below the fold loading starts. */
  rootMargin?: string;
  /**
   * Also mount once the browser is idle after the first paint, so content below the fold is there before
   * anyone scrolls (no blank band in a fast scroll or a full-page screenshot) yet still off the first download.
   */
  isIdleMount?: boolean;
}

/**
 * Mounts its children (and so downloads their lazy chunks) only when the area comes near the screen.
 * Keeps below-the-fold code off the first page load; without IntersectionObserver it mounts at once.
 */
export function WhenVisible({ children, placeholder = null, rootMargin = '300px', isIdleMount = false }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden at first everywhere, also on the server (decision 043): a first screen rendered there must match
  // the browser's first render, so a browser without IntersectionObserver shows the content one render later.
  const [isVisible, setVisible] = useState(false);

  // A transition: React renders what mounts in slices that yield to the browser, not in one long task
  // that blocks input (home's lower sections mount while Lighthouse still counts blocking time; 035).
  const show = useCallback(() => startTransition(() => setVisible(true)), []);
  useNearViewport(ref, { rootMargin, onNear: show, isWatching: !isVisible });
  useEffect(() => (isIdleMount && !isVisible ? whenIdle(show) : undefined), [isIdleMount, isVisible, show]);

  if (isVisible) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}
