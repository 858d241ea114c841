import { createNotificationsStore, notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { collapseRepeatedToasts } from '../collapse-repeated-toasts.ts';

const messages = (store: ReturnType<typeof createNotificationsStore>) => {
  const { notifications: shown, queue } = store.getState();
  return [...shown, ...queue].map((toast) => toast.message);
};

describe('collapseRepeatedToasts', () => {
  it('keeps one toast per message while it is shown, and lets a different one through', () => {
    const store = createNotificationsStore();
    const stop = collapseRepeatedToasts(store);
    notifications.show({ color: 'red', message: 'Filtypen understøttes ikke.' }, store);
    notifications.show({ color: 'red', message: 'Filtypen understøttes ikke.' }, store);
    notifications.show({ color: 'red', message: 'Filtypen understøttes ikke.' }, store);
    notifications.show({ color: 'green', message: 'Filen er uploadet.' }, store);
    expect(messages(store)).toEqual(['Filtypen understøttes ikke.', 'Filen er uploadet.']);
    stop();
  });

  it('collapses repeats already queued before it started (the container loads with the first toast)', () => {
    const store = createNotificationsStore();
    notifications.show({ message: 'For mange forsøg' }, store);
    notifications.show({ message: 'For mange forsøg' }, store);
    const stop = collapseRepeatedToasts(store);
    expect(messages(store)).toEqual(['For mange forsøg']);
    stop();
  });

  it('shows the message again once the first is gone, and tells the same text in another colour apart', () => {
    const store = createNotificationsStore();
    const stop = collapseRepeatedToasts(store);
    const id = notifications.show({ message: 'Gemt' }, store);
    notifications.hide(id, store);
    notifications.show({ message: 'Gemt' }, store);
    expect(messages(store)).toEqual(['Gemt']);
    // Same text, another colour: a different toast (a warning after a success, say).
    notifications.show({ color: 'red', message: 'Gemt' }, store);
    expect(messages(store)).toHaveLength(2);
    stop();
  });
});
