import type { SubscribeAck } from '@studiekraft/shared/realtime';
import { ApiError, api } from './api-client.ts';
import { authStore } from './auth-store.ts';
import { createAuthenticatedSocket } from './authenticated-socket.ts';

/** The part of a Socket.IO client the app uses; small enough for tests to fake without a server. */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, payload: unknown, ack?: (answer: SubscribeAck) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type SocketFactory = () => RealtimeSocket;

/** The real client, kept authenticated across token expiry and server-side disconnects. */
const createSocketIo: SocketFactory = () =>
  createAuthenticatedSocket({
    accessToken: () => authStore.getState().session?.accessToken ?? '',
    hasSession: () => authStore.getState().session !== null,
    refresh: () =>
      api.refreshSession().then(
        () => true,
        (error: unknown) => {
          // A refusal means the session is over; no answer (or a passing 5xx, 429) is worth another attempt.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return false;
          throw error;
        },
      ),
  }) as unknown as RealtimeSocket;

let factory: SocketFactory = createSocketIo;
let shared: RealtimeSocket | null = null;
let users = 0;

/** Tests swap in a fake; the socket made by the previous factory is dropped. */
export function setSocketFactory(next: SocketFactory | null) {
  shared?.disconnect();
  shared = null;
  users = 0;
  factory = next ?? createSocketIo;
}

/** One connection for the whole tab, opened by the first screen that needs it and closed after the last. */
export function acquireSocket(): { socket: RealtimeSocket; release: () => void } {
  shared ??= factory();
  users += 1;
  const socket = shared;
  let released = false;
  return {
    socket,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0 && shared === socket) {
        socket.disconnect();
        shared = null;
      }
    },
  };
}

// A logout must not leave a socket authenticated as the previous user.
authStore.subscribe(() => {
  if (!authStore.getState().session && shared) {
    shared.disconnect();
    shared = null;
    users = 0;
  }
});
