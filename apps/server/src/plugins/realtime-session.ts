import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { VerifiedAccess } from '../lib/access-token.ts';

/** Every socket of a user sits in this room, so a revoke can reach them on every process. */
export const userRoom = (userId: number) => `user:${userId}`;

// setTimeout holds at most 2^31-1 ms; access tokens live 15 minutes, so this only guards a bad config.
const maxTimerMs = 2_147_483_647;

/** The identity a socket was opened with and until when it holds (decision 016). */
export const socketViewer = (socket: Socket): VerifiedAccess => socket.data.viewer as VerifiedAccess;

export const isSocketExpired = (socket: Socket, now = Date.now()) => socketViewer(socket).expiresAt <= now;

/**
 * Handshake check: a valid access token whose session still holds (the user exists, is activated, has
 * the token's account type and session version), read afresh rather than from the gate's cache. The socket joins its user room *before* the user is
 * read: a revoke that commits before the read is seen by the read, one that commits after it is
 * published to the room, which only misses the socket in the instant between the read and Socket.IO
 * completing the connection.
 */
export async function authenticateSocket(app: FastifyInstance, socket: Socket): Promise<boolean> {
  const token: unknown = socket.handshake.auth?.token;
  const viewer = typeof token === 'string' && token.length < 4096 ? app.accessTokens.verify(token) : null;
  if (!viewer) return false;
  await socket.join(userRoom(viewer.userId));
  let isCurrent = false;
  try {
    isCurrent = await app.sessionGate.checkFresh(viewer);
  } finally {
    // A refused socket never connects, so Socket.IO would not clean its rooms up: drop them here.
    if (!isCurrent) socket.nsp.adapter.delAll(socket.id);
  }
  if (isCurrent) socket.data.viewer = viewer;
  return isCurrent;
}

/**
 * A socket lives no longer than its access token: at expiry the server disconnects it, and the client
 * reconnects with a fresh token (apps/web/src/lib/authenticated-socket.ts).
 */
export function disconnectAtExpiry(socket: Socket) {
  const delay = Math.min(Math.max(socketViewer(socket).expiresAt - Date.now(), 0), maxTimerMs);
  const timer = setTimeout(() => socket.disconnect(true), delay);
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
