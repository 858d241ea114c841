import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';

type NotificationsStore = typeof notificationsStore;

/** What makes two toasts "the same": colour, title and message, when they are plain text. */
function sameness(toast: NotificationData): string | null {
  if (typeof toast.message !== 'string' || (toast.title !== undefined && typeof toast.title !== 'string')) return null;
  return [toast.color ?? '', toast.title ?? '', toast.message].join('\u0000');
}

/** The list without later copies of a toast already in it; the very list when there are none. */
function withoutRepeats<T extends NotificationData>(toasts: T[]): T[] {
  const seen = new Set<string>();
  const kept = toasts.filter((toast) => {
    const key = sameness(toast);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length === toasts.length ? toasts : kept;
}

/**
 * Keeps one toast per message (issue 34): the same text shown again while it is still up (a retried
 * upload, several calls refused together) is dropped instead of stacking a copy over the page, so the
 * one already shown stays where it is. Done on the store rather than at each `notifications.show` call,
 * so every call site gets it without an id of its own. Returns the unsubscribe.
 */
export function collapseRepeatedToasts(store: NotificationsStore = notificationsStore): () => void {
  const collapse = () => {
    const { notifications: shown, queue } = store.getState();
    const all = [...shown, ...queue];
    // Rewrites the store only when there is a repeat, so this listener's own update ends the loop.
    if (withoutRepeats(all) !== all) notifications.updateState(store, withoutRepeats);
  };
  collapse();
  return store.subscribe(collapse);
}
