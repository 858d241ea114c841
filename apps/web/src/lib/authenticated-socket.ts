import { realtimePath } from '@studiekraft/shared/realtime';
import { io, type Socket } from 'socket.io-client';

/** What the socket needs from the app's session. */
export interface SocketSession {
  /** The current access token ('' without a session); read on every handshake. */
  accessToken(): string;
  hasSession(): boolean;
  /**
   * Gets a fresh access token: true when one is in place, false when the server refused (the session
   * is over). Rejects when the server could not be asked at all.
   */
  refresh(): Promise<boolean>;
}

export interface AuthenticatedSocketOptions {
  /** Another origin (tests); the app connects to its own. */
  url?: string;
  transports?: ('websocket' | 'polling')[];
}

/**
 * A Socket.IO connection that keeps itself authenticated. The server refuses a handshake with an expired
 * or revoked token, and disconnects a socket when its token expires or its session is revoked
 * (deactivation, password change or reset; decision 016). Socket.IO retries neither by itself: after a
 * refused handshake (`connect_error` while not `active`) and after `io server disconnect` the socket
 * stays down until `connect()` is called. Both are answered the same way: refresh the token and connect
 * again. Once per connection, so a refusal for another reason cannot turn into a loop of refreshes; a
 * refused refresh leaves the socket down (the session is over), an unreachable server gets the
 * connection attempt anyway, which Socket.IO then retries with its backoff.
 */
export function createAuthenticatedSocket(session: SocketSession, options: AuthenticatedSocketOptions = {}): Socket {
  const settings = {
    path: realtimePath,
    // The callback form, so every handshake reads the current token, not the first one.
    auth: (callback: (data: object) => void) => callback({ token: session.accessToken() }),
    ...(options.transports ? { transports: options.transports } : {}),
  };
  const socket = options.url ? io(options.url, settings) : io(settings);
  let hasRetried = false;
  const renew = () => {
    if (hasRetried || !session.hasSession()) return;
    hasRetried = true;
    session.refresh().then(
      (renewed) => {
        if (renewed) socket.connect();
      },
      () => socket.connect(),
    );
  };
  socket.on('connect', () => {
    hasRetried = false;
  });
  socket.on('connect_error', () => {
    // While active, Socket.IO is retrying a transport failure itself; only a refusal ends its attempts.
    if (!socket.active) renew();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') renew();
  });
  return socket;
}
