import { lazy, Suspense, useEffect, useState } from 'react';

// @mantine/modals' provider brings Modal with its overlay, scroll lock and focus trap (~12 KB gzip), and
// nothing on the first screen opens one. So the provider does not wrap the page: it mounts beside it,
// inside the router (so modal content can use links), the first time something calls `modals.open...`.
// Those functions talk to the provider through window events; the events sent before it has loaded are
// held here and replayed once it listens. The context hook `useModals()` is therefore not available:
// use the `modals` functions from '@mantine/modals'.
const ModalsProvider = lazy(() => import('./modals-provider.tsx').then((module) => ({ default: module.LazyModalsProvider })));

// The event names of @mantine/modals' `modals` object (createUseExternalEvents('mantine-modals')); a test
// (modals-host.test.tsx) opens a confirm modal through this host, so a rename in an upgrade fails there.
const eventNames = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const held: { type: string; detail: unknown }[] = [];
let onHeld: (() => void) | null = null;

function hold(event: Event) {
  held.push({ type: event.type, detail: (event as CustomEvent).detail });
  onHeld?.();
}

function setHolding(isHolding: boolean) {
  for (const name of eventNames) {
    if (isHolding) window.addEventListener(name, hold);
    else window.removeEventListener(name, hold);
  }
}

/** Rendered after the provider, so its effect runs once the provider's event listeners are in place. */
function ReplayHeldEvents({ onReady }: { onReady: (isReady: true) => void }) {
  useEffect(() => {
    setHolding(false);
    onReady(true);
    for (const { type, detail } of held.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, [onReady]);
  return null;
}

export function ModalsHost() {
  const [isWanted, setWanted] = useState(false);
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    if (isReady) return;
    onHeld = () => setWanted(true);
    setHolding(true);
    return () => {
      onHeld = null;
      setHolding(false);
    };
  }, [isReady]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <ReplayHeldEvents onReady={setReady} />
    </Suspense>
  );
}
