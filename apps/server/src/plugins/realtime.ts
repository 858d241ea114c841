import {
  conversationChannel,
  parseConversationChannel,
  realtimePath,
  type SubscribeAck,
  subscribeRequestSchema,
} from '@studiekraft/shared/realtime';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { conversations } from '../db/schema/index.ts';
import type { AccessClaims } from '../lib/access-token.ts';
import { createRelay, parseRelayed, type RelayedEvent, relayEvent } from './realtime-relay.ts';
import { authenticateSocket, disconnectAtExpiry, isSocketExpired, socketViewer, userRoom } from './realtime-session.ts';

export interface Realtime {
  /** Emits `event` with `{ channel, ...payload }` to everybody subscribed to the conversation's channel. */
  publish(conversationId: number, event: string, payload: Record<string, unknown>): void;
  /**
   * Disconnects every socket of the user on every process (through `app.sessions.ended`, after their
   * sessions ended). Their reconnect is refused at the handshake (decision 016).
   */
  disconnectUser(userId: number): void;
  /**
   * Tells the other server processes (with PostgreSQL) that `notice` happened, so their `onNotice` listeners
   * run; with one process (PGlite) there is nobody to tell. Not for this process's own listeners.
   */
  tellOtherProcesses(notice: ProcessNotice): void;
  onNotice(notice: ProcessNotice, listener: () => void): void;
  io: Server;
}

/** What one server process can tell the others beyond conversation events. */
export type ProcessNotice = 'public-data-changed' | 'sessions-ended';
const processNotices: readonly ProcessNotice[] = ['public-data-changed', 'sessions-ended'];
/** Server-to-server event that carries a notice. */
const noticeEvent = 'process-notice';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

type Ack = (answer: SubscribeAck) => void;

/** The PostgreSQL adapter's LISTEN client, set once it listens (not part of the adapter's typed API). */
const listenClientOf = (io: Server) => (io.of('/').adapter as unknown as { client?: { client?: unknown } }).client;

async function untilListening(io: Server, app: FastifyInstance, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!listenClientOf(io)?.client) {
    if (Date.now() > deadline) {
      app.log.warn('realtime adapter is not listening yet; events from other processes may be missed');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Same rule as the HTTP API: participants, and employees (who may read any conversation). */
async function maySubscribe(app: FastifyInstance, viewer: AccessClaims, conversationId: number): Promise<boolean> {
  if (viewer.accountType === 'EMPLOYEE') return true;
  const [row] = await app.database.db
    .select({ sender: conversations.sender_user_id, addressee: conversations.addressee_user_id })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row !== undefined && (row.sender === viewer.userId || row.addressee === viewer.userId);
}

function onSubscription(app: FastifyInstance, socket: Socket, join: boolean) {
  return async (raw: unknown, ack?: Ack) => {
    const reply: Ack = typeof ack === 'function' ? ack : () => {};
    const request = subscribeRequestSchema.safeParse(raw);
    const id = request.success ? parseConversationChannel(request.data.channel) : null;
    if (id === null) return reply({ ok: false, message: 'INVALID_CHANNEL' });
    if (!join) {
      await socket.leave(conversationChannel(id));
      return reply({ ok: true });
    }
    // The timer disconnects at expiry; this catches a subscribe that arrives in the same instant. The
    // client answers UNAUTHENTICATED like a refused handshake: new token, new connection.
    if (isSocketExpired(socket)) {
      reply({ ok: false, message: 'UNAUTHENTICATED' });
      socket.disconnect(true);
      return;
    }
    try {
      // Every event asks the gate, as every HTTP request does; the room-wide disconnect may not have
      // reached this socket yet (decision 016).
      if (!(await app.sessionGate.check(socketViewer(socket)))) {
        reply({ ok: false, message: 'UNAUTHENTICATED' });
        socket.disconnect(true);
        return;
      }
      if (!(await maySubscribe(app, socketViewer(socket), id))) return reply({ ok: false, message: 'FORBIDDEN' });
      await socket.join(conversationChannel(id));
      reply({ ok: true });
    } catch (error) {
      app.log.error({ err: error }, 'realtime subscribe failed');
      reply({ ok: false, message: 'FORBIDDEN' });
    }
  };
}

/**
 * Socket.IO on the API's own HTTP server (path /socket.io). Clients authenticate the handshake with the
 * access token and subscribe to `conversations.{id}.messages`. With PostgreSQL, rooms span every server
 * process through @socket.io/postgres-adapter (LISTEN/NOTIFY); with PGlite there is one process.
 * A connection keeps the identity it was opened with, and only while that identity holds: it is
 * disconnected when its access token expires and when the user is deactivated, deleted or changes the
 * password (`disconnectUser`); a reconnect must present a fresh token (decision 016).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // Same origin in production; the Vite dev server proxies /socket.io.
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });

  let closeAdapter: (() => Promise<void>) | undefined;
  let relay: ((event: RelayedEvent) => void) | undefined;
  const noticeListeners = new Map<ProcessNotice, Array<() => void>>();
  if (app.database.kind === 'postgres' && app.database.url) {
    const [{ default: pg }, { createAdapter }] = await Promise.all([import('pg'), import('@socket.io/postgres-adapter')]);
    // One connection stays LISTENing; the others send the NOTIFYs.
    const pool = new pg.Pool({ connectionString: app.database.url, max: 4 });
    pool.on('error', (error) => app.log.warn({ err: error }, 'realtime adapter connection error'));
    io.adapter(createAdapter(pool, { errorHandler: (error) => app.log.warn({ err: error }, 'realtime adapter error') }));
    // The adapter connects its LISTEN client in the background and cannot cancel that: closed before
    // it is up, the client is acquired afterwards, never released, and pool.end() waits forever. So
    // the app is ready only once it listens (it should not serve before it hears the other
    // processes anyway), and a close waits for a connect still in flight.
    await untilListening(io, app);
    closeAdapter = () => pool.end();
    relay = createRelay((batch) => io.serverSideEmit(relayEvent, batch));
    // Events another process published for its conversation rooms: deliver them to the sockets here.
    io.on(relayEvent, (raw: unknown) => {
      for (const relayed of parseRelayed(raw)) io.local.to(relayed.channel).emit(relayed.event, relayed.data);
    });
    // Only the notices this server knows; anything else on the NOTIFY channel is ignored.
    io.on(noticeEvent, (raw: unknown) => {
      const notice = processNotices.find((known) => known === raw);
      if (notice) for (const listener of noticeListeners.get(notice) ?? []) listener();
    });
  }

  io.use(async (socket, next) => {
    try {
      next((await authenticateSocket(app, socket)) ? undefined : new Error('UNAUTHENTICATED'));
    } catch (error) {
      app.log.error({ err: error }, 'realtime handshake failed');
      next(new Error('UNAUTHENTICATED'));
    }
  });

  io.on('connection', (socket) => {
    disconnectAtExpiry(socket);
    socket.on('subscribe', onSubscription(app, socket, true));
    socket.on('unsubscribe', onSubscription(app, socket, false));
  });

  app.decorate('realtime', {
    io,
    publish(conversationId, event, payload) {
      const channel = conversationChannel(conversationId);
      const data = { channel, ...payload };
      // Local sockets first, then the other processes. A plain io.to().emit() through the cluster adapter
      // holds even the local delivery until PostgreSQL has taken the NOTIFY, which under load queues up
      // (measured: delivery p50 73 ms against a 28 ms POST at 10 in flight).
      io.local.to(channel).emit(event, data);
      relay?.({ channel, event, data });
    },
    disconnectUser(userId) {
      // Through the adapter: with PostgreSQL this reaches the sockets of every process.
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    tellOtherProcesses(notice) {
      // The in-memory adapter of a single process does not do server-side events (it only warns).
      if (relay) io.serverSideEmit(noticeEvent, notice);
    },
    onNotice(notice, listener) {
      noticeListeners.set(notice, [...(noticeListeners.get(notice) ?? []), listener]);
    },
  } satisfies Realtime);

  // Before the listener closes: every socket's connection is closed as a transport failure, not as a
  // server disconnect, so each client reconnects by itself, through the load balancer to another process.
  // The listener cannot finish closing while a WebSocket is open on it.
  app.addHook('preClose', async () => {
    io.engine.close();
  });

  app.addHook('onClose', async () => {
    // A LISTEN reconnect in flight (after a database restart) must land before io.close() releases it.
    if (relay) await untilListening(io, app);
    // Only this process's sockets: through the cluster adapter the call would reach every process's and
    // end the sessions of clients that just reconnected elsewhere (the cluster test caught it).
    io.local.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await closeAdapter?.();
  });
});
