import { firstScreenAttribute } from '@studiekraft/shared/constants/first-screen';
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';

interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** Shown, when the browser renders the area itself, until it nears the viewport; give it the content's height. */
  placeholder?: ReactNode;
  /** How far below the fold the area counts as near. */
  rootMargin?: string;
  /**
   * When the browser renders the area itself (no first screen from the server), also mount it once the
   * browser is idle, so it is there before anyone scrolls (no blank band in a fast scroll or a full-page
   * screenshot). Markup from the server is on screen already, so it waits for the viewport.
   */
  isIdleMount?: boolean;
}

const isServer = typeof document === 'undefined';

/** Suspends its boundary until `until` resolves; never on the server, which renders what follows it. */
function Gate({ until }: { until: Promise<void> }) {
  if (!isServer) use(until);
  return null;
}

/**
 * Content below the fold that the server renders into a first screen (decision 043) but that the browser
 * only brings to life when it nears the viewport. While the boundary is suspended React keeps the server's
 * markup on screen as it is (selective hydration), so a visitor who never scrolls there costs the phone no
 * code and no hydration, and the page has no gap. Rendered in the browser from scratch (a later navigation,
 * a logged-in user), it behaves like WhenVisible: the placeholder until the area nears the viewport.
 *
 * Give it stable children (a component without props, in a memo): a boundary still waiting that receives
 * new props is rendered afresh by React, which drops the server's markup for the placeholder.
 */
export function HydrateWhenVisible({
  children,
  placeholder = null,
  rootMargin = '300px',
  isIdleMount = false,
}: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible] = useState(() => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { promise, open };
  });
  // Whether the markup came from the server, read in the first effect: the root keeps the server's mark until
  // the hydration's effects are done (app/hydrate-first-screen.tsx). Kept in a ref, so StrictMode's second
  // run of the effect (after the mark is gone) reads the same.
  const isFromServer = useRef<boolean | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    isFromServer.current ??= element.closest(`[${firstScreenAttribute}]`) !== null;
    if (typeof IntersectionObserver === 'undefined') {
      visible.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible.open();
      },
      { rootMargin },
    );
    observer.observe(element);
    const cancelIdle = isIdleMount && !isFromServer.current ? whenIdle(visible.open) : () => undefined;
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [visible, rootMargin, isIdleMount]);

  return (
    <div ref={ref}>
      <Suspense fallback={placeholder}>
        <Gate until={visible.promise} />
        {children}
      </Suspense>
    </div>
  );
}
