import { limits } from '@studiekraft/shared/constants/limits';
import { useEffect, useState } from 'react';

const windowMs = limits.messageEditMinutes * 60_000;

const isOpen = (createdAt: string) => Date.now() - new Date(createdAt).getTime() <= windowMs;

/**
 * Whether a message sent at `createdAt` is still within the sender's edit window (decision 018: 15
 * minutes), turning false by itself when the window closes so the controls do not outlive it. The
 * server decides in the end: a late click still gets its 409.
 */
export function useEditWindow(createdAt: string, enabled: boolean): boolean {
  const [open, setOpen] = useState(() => enabled && isOpen(createdAt));

  useEffect(() => {
    if (!enabled) {
      setOpen(false);
      return;
    }
    const remaining = new Date(createdAt).getTime() + windowMs - Date.now();
    setOpen(remaining >= 0);
    if (remaining < 0) return;
    const timer = setTimeout(() => setOpen(false), remaining + 1);
    return () => clearTimeout(timer);
  }, [createdAt, enabled]);

  return open;
}
