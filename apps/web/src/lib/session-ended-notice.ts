import { useEffect } from 'react';

const key = 'studiekraft.session-ended';
const eventName = 'studiekraft:session-ended';

function take(): boolean {
  try {
    if (window.sessionStorage.getItem(key) === null) return false;
    window.sessionStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Remembers that the session was lost (revoked on the server: deactivation, erasure, a password or
 * e-mail change elsewhere; or simply over), so the page tells the user instead of silently showing them
 * logged out. Before a reload the note waits in sessionStorage for the next page; without one it is
 * announced at once.
 */
export function rememberSessionEnded(reloading: boolean) {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // No sessionStorage: the page still logs out, only without the note.
  }
  if (!reloading) window.dispatchEvent(new Event(eventName));
}

/** Calls `announce` once for a session lost before this page loaded, and for each one lost while it is open. */
export function useSessionEndedNotice(announce: () => void) {
  useEffect(() => {
    const check = () => {
      if (take()) announce();
    };
    check();
    window.addEventListener(eventName, check);
    return () => window.removeEventListener(eventName, check);
  }, [announce]);
}
