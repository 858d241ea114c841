import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** Shown, when the browser renders the area itself, until it nears the viewport; give it the content's height. */
  placeholder?: ReactNode;
  /** How far below the fold the area counts as near. */
  rootMargin?: string;
  /**
   * When the browser renders the area itself, also mount it once the browser is idle, so it is there before
   * anyone scrolls (no blank band in a fast scroll or a full-page screenshot). Markup from the server is on
   * screen already, so it waits for the viewport.
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
 * The boundary's fallback, which starts the idle timer once it is on screen. It is only ever on screen when
 * the browser renders the area itself: hydrating the server's markup shows no fallback. That includes the
 * case where React gives up on that markup (a boundary still waiting that receives an update, e.g. from a
 * navigation) and renders the area afresh.
 */
function Placeholder({ children, onIdle }: { children: ReactNode; onIdle: (() => void) | null }) {
  useEffect(() => (onIdle ? whenIdle(onIdle) : undefined), [onIdle]);
  return children;
}

/**
 * Content below the fold that the server renders into a first screen (decision 045) but that the browser
 * only brings to life when it nears the viewport. While the boundary is suspended React keeps the server's
 * markup on screen as it is (selective hydration), so a visitor who never scrolls there costs the phone no
 * code and no hydration, and the page has no gap. Rendered in the browser from scratch (a later navigation,
 * a logged-in user), it behaves like WhenVisible: the placeholder until the area nears the viewport or, with
 * `isIdleMount`, the browser is idle.
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

  useNearViewport(ref, { rootMargin, onNear: visible.open });

  return (
    <div ref={ref}>
      <Suspense fallback={<Placeholder onIdle={isIdleMount ? visible.open : null}>{placeholder}</Placeholder>}>
        <Gate until={visible.promise} />
        {children}
      </Suspense>
    </div>
  );
}
