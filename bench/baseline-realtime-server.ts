/**
 * The yardstick for POST /api/conversations/:id/messages with live delivery: a bare Fastify route that
 * inserts the message in one statement and emits it on a plain Socket.IO server (one process, no adapter),
 * over the same database the real server used. No auth, no access check, no validation, no presenter:
 * what is left is the work a message POST cannot avoid. Socket subscriptions are joined unchecked.
 * Run as a child process: PORT and DATABASE_URL (PostgreSQL) or PGLITE_DIR; prints "ready" when listening.
 */
import { conversationChannel, realtimeEvents, realtimePath } from '@studiekraft/shared/realtime';
import Fastify from 'fastify';
import { Server } from 'socket.io';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const insertSql = `insert into messages (conversation_id, sender_user_id, content, content_type)
  values ($1, $2, $3, 'text') returning id, conversation_id, sender_user_id, content, content_type, created_at`;

async function openQuery(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The same pool size as the real server's (apps/server/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return (text, params) => pool.query(text, params);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.PGLITE_DIR ?? '');
  await db.waitReady;
  return (text, params) => db.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
}

async function main() {
  const query = await openQuery();
  const app = Fastify({ logger: false });
  const io = new Server(app.server, { path: realtimePath, serveClient: false });
  io.on('connection', (socket) => {
    socket.on('subscribe', (raw: { channel?: unknown }, ack?: (answer: unknown) => void) => {
      if (typeof raw?.channel === 'string') socket.join(raw.channel);
      ack?.({ ok: true });
    });
  });
  app.post<{ Params: { id: string }; Body: { content: string; sender_user_id: number } }>(
    '/conversations/:id/messages',
    async (request, reply) => {
      const id = Number(request.params.id);
      const { rows } = await query(insertSql, [id, request.body.sender_user_id, request.body.content]);
      const message = rows[0];
      io.to(conversationChannel(id)).emit(realtimeEvents.messageSent, { channel: conversationChannel(id), message });
      return reply.code(201).send({ data: message });
    },
  );
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  console.log('ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
