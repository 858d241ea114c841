import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realtimePath } from '@studiekraft/shared/realtime';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticatedSocket, type SocketSession } from '../authenticated-socket.ts';

/**
 * A real Socket.IO server that, like the app's, accepts only the tokens it considers current and
 * disconnects sockets server-side: the client must come back by itself with a fresh token.
 */
const httpServer = createServer();
const server = new Server(httpServer, { path: realtimePath });
const validTokens = new Set<string>();
const handshakes: string[] = [];
let url = '';
let client: Socket | undefined;

server.use((socket, next) => {
  const token = String(socket.handshake.auth.token ?? '');
  handshakes.push(token);
  next(validTokens.has(token) ? undefined : new Error('UNAUTHENTICATED'));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(() => {
  client?.disconnect();
  validTokens.clear();
  handshakes.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A session whose refresh swaps in `next` (or refuses), remembering each refresh's answer. */
function sessionWith(first: string, next: string | null) {
  let token = first;
  const refreshes: Promise<boolean>[] = [];
  const session: SocketSession = {
    accessToken: () => token,
    hasSession: () => true,
    refresh: () => {
      if (next !== null) {
        token = next;
        validTokens.add(next);
      }
      const answer = Promise.resolve(next !== null);
      refreshes.push(answer);
      return answer;
    },
  };
  return { session, refreshes };
}

const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

function open(session: SocketSession) {
  client = createAuthenticatedSocket(session, { url, transports: ['websocket'] });
  return client;
}

describe('authenticated socket', () => {
  it('comes back with a fresh token after the server disconnects it (token expired or revoked)', async () => {
    validTokens.add('first');
    const state = sessionWith('first', 'second');
    const socket = open(state.session);
    await once(socket, 'connect');
    const reconnected = once(socket, 'connect');
    // What the server does at expiry: disconnect(true). Socket.IO's client would stay down here.
    validTokens.delete('first');
    server.disconnectSockets(true);
    await reconnected;
    expect(state.refreshes).toHaveLength(1);
    expect(handshakes).toEqual(['first', 'second']);
  });

  it('refreshes once and connects after a refused handshake', async () => {
    const state = sessionWith('expired', 'fresh');
    const socket = open(state.session);
    await once(socket, 'connect');
    expect(handshakes).toEqual(['expired', 'fresh']);
    expect(state.refreshes).toHaveLength(1);
  });

  it('stays down, without a loop of refreshes, when the refresh is refused (session over)', async () => {
    validTokens.add('revoked');
    const state = sessionWith('revoked', null);
    const socket = open(state.session);
    await once(socket, 'connect');
    const gone = once<string>(socket, 'disconnect');
    validTokens.delete('revoked');
    server.disconnectSockets(true);
    expect(await gone).toBe('io server disconnect');
    // The socket's own handler of the refused refresh ran before this continuation: it started no
    // reconnection, and none is pending.
    await state.refreshes[0];
    expect(socket.active).toBe(false);
    expect(state.refreshes).toHaveLength(1);
    expect(handshakes).toEqual(['revoked']);
  });
});
