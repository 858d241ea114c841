import { useSyncExternalStore } from 'react';

// Whether the navbar's login dropdown (or modal on phones) is open. A store rather than local state so
// the home page can open it for a guarded redirect and the reset page can lead on to it.
let isOpen = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (isOpen === value) return;
  isOpen = value;
  for (const listener of listeners) listener();
}

export const loginPrompt = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!isOpen),
  isOpen: () => isOpen,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoginPromptOpen(): boolean {
  return useSyncExternalStore(loginPrompt.subscribe, loginPrompt.isOpen, loginPrompt.isOpen);
}
