import { realtimePath } from '@studiekraft/shared/realtime';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A real Socket.IO client on `url`, authenticated with `token` (none: no auth at all), without the
 * client's own reconnects, so a test sees every disconnect. Resolves once connected, rejects with the
 * server's refusal; the socket is added to `opened` for the test's clean-up.
 */
export function openSocket(url: string, token: string | undefined, opened: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    path: realtimePath,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
