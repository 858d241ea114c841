import { conversationChannel, realtimeEvents, realtimePath } from '@studiekraft/shared/realtime';
import type { Message } from '@studiekraft/shared/schemas/conversations';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../server-process.ts';
import { call, login, systemCluster } from './system-cluster.ts';

/**
 * The relay's batching between real server processes on one PostgreSQL, straight to each process: a
 * message through one process to a socket on another, and a kill mid-burst, are tested through nginx by
 * `npm run test:cluster` (apps/server/cluster). PGlite cannot be shared between processes, so these
 * always use PostgreSQL (DATABASE_URL, else TEST_POSTGRES_URL, else the local server).
 */
const cluster = systemCluster('system');
const sockets: Socket[] = [];
const start = cluster.start;

/** A fresh project between the demo customer and the demo student, so the test owns its conversation. */
async function newConversation(server: ServerProcess, customer: { token: string; accountId: number }) {
  const student = await call<{ data: { id: number; skills: { id: number }[] } }>(
    server,
    'GET',
    '/api/students/slug/sofie-andersen?includes[]=skills',
  );
  const created = await call<{ data: { conversation_id: number } }>(server, 'POST', '/api/projects', customer.token, {
    name: 'Systemtest',
    message: 'Første besked',
    skill_id: student.body.data.skills[0]?.id,
    student_id: student.body.data.id,
    customer_id: customer.accountId,
  });
  expect(created.status).toBe(201);
  return created.body.data.conversation_id;
}

beforeAll(async () => {
  await cluster.create();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster.destroy();
});

describe('several server processes on one PostgreSQL', () => {
  it('relays a burst posted through one process to the other, each message once', async () => {
    const a = await start();
    const b = await start();
    const customer = await login(a, 'kunde@example.com');
    const student = await login(b, 'studerende@example.com');
    const conversationId = await newConversation(a, customer);
    const socket = connect(b.url, { path: realtimePath, auth: { token: student.token }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.timeout(5000).emitWithAck('subscribe', { channel: conversationChannel(conversationId) });
    const received: number[] = [];
    socket.on(realtimeEvents.messageSent, (event: { message: Message }) => received.push(event.message.id));
    // Long messages, many at once: process A gathers them into batches that must stay under a NOTIFY's size.
    const contents = Array.from({ length: 40 }, (_, n) => `Burst ${n} ${'x'.repeat(900)}`);
    const posted = await Promise.all(
      contents.map((content) =>
        call<{ data: Message }>(a, 'POST', `/api/conversations/${conversationId}/messages`, customer.token, { content }),
      ),
    );
    for (let waited = 0; received.length < contents.length && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Across processes the order is not guaranteed (the NOTIFYs go out on several connections); the
    // client sorts messages by time. Every message arrives, and only once.
    const byId = (x: number, y: number) => x - y;
    expect([...received].sort(byId)).toEqual(posted.map((p) => p.body.data.id).sort(byId));
    await Promise.all([a.stop(), b.stop()]);
  }, 120_000);
});
