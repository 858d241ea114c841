import type { RealtimeSocket } from '../lib/socket.ts';

type Listener = (...args: never[]) => void;

/** A Socket.IO stand-in: records what the app emits and lets a test push server events. */
export class FakeSocket implements RealtimeSocket {
  connected = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (answer: { ok: true }) => void) {
    this.emitted.push({ event, payload });
    ack?.({ ok: true });
    return this;
  }

  connect() {
    this.connected = true;
    this.push('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** Delivers a server event to the app's listeners. */
  push(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}
