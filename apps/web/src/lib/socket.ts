import { realtimePath, type SubscribeAck } from '@studiekraft/shared/realtime';
import { io } from 'socket.io-client';
import { api } from './api-client.ts';
import { authStore } from './auth-store.ts';

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

/**
 * The real client. `auth` is the callback form so every reconnect reads the current access token rather
 * than the one from the first handshake, which expires after 15 minutes.
 */
const createSocketIo: SocketFactory = () => {
  const socket = io({
    path: realtimePath,
    auth: (callback) => callback({ token: authStore.getState().session?.accessToken ?? '' }),
  });
  // An expired token is refused at the handshake, and Socket.IO does not retry a refused handshake by
  // itself: refresh the token once and connect again. Once only, so a refusal for another reason (no
  // session any more) cannot turn into a loop of refresh calls.
  let hasRetried = false;
  socket.on('connect', () => {
    hasRetried = false;
  });
  socket.on('connect_error', () => {
    if (socket.active || hasRetried || !authStore.getState().session) return;
    hasRetried = true;
    api
      .refreshSession()
      .then(() => socket.connect())
      .catch(() => undefined);
  });
  return socket as unknown as RealtimeSocket;
};

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
