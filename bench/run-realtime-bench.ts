/**
 * Real-time delivery under load: the real server in its own process, N conversations with two sockets
 * each (customer and student), messages posted over HTTP by the customer. Measures the time from the
 * POST leaving this process to the MessageSentEvent arriving on the student's socket, and messages/s.
 * PGlite by default; set DATABASE_URL to measure PostgreSQL with the Socket.IO postgres adapter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { conversationChannel, realtimeEvents, realtimePath } from '@studiekraft/shared/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { startServerProcess } from '../apps/server/test/server-process.ts';

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const messagesEach = Number(process.env.BENCH_MESSAGES ?? 10);
const inFlight = Number(process.env.BENCH_CONCURRENCY ?? 50);

type Json = Record<string, unknown>;

async function call<T>(base: string, method: string, url: string, token?: string, body?: Json): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (base: string, email: string) =>
  call<{ access_token: string; account: { id: number } }>(base, 'POST', '/api/auth/login', undefined, {
    email,
    password: 'demo-1234',
  });

function openSocket(base: string, token: string, conversationId: number): Promise<Socket> {
  const socket = connect(base, { path: realtimePath, auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', async () => {
      const ack = await socket.timeout(10_000).emitWithAck('subscribe', { channel: conversationChannel(conversationId) });
      if (!ack?.ok) reject(new Error(`subscribe refused: ${JSON.stringify(ack)}`));
      else resolve(socket);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-rt-bench-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    // Production refuses to start with the demo logins this bench uses (decision 015).
    NODE_ENV: 'development',
    DEV_MAILBOX: 'off',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const base = server.url;
  const sockets: Socket[] = [];
  try {
    const customer = await login(base, 'kunde@example.com');
    const student = await login(base, 'studerende@example.com');
    const profile = await call<{ data: { id: number; skills: { id: number }[] } }>(
      base,
      'GET',
      '/api/students/slug/sofie-andersen?includes[]=skills',
    );
    const ids: number[] = [];
    for (let i = 0; i < conversations; i++) {
      const created = await call<{ data: { conversation_id: number } }>(base, 'POST', '/api/projects', customer.access_token, {
        name: `Bench ${i}`,
        message: 'Start',
        skill_id: profile.data.skills[0]?.id ?? 0,
        student_id: profile.data.id,
        customer_id: customer.account.id,
      });
      ids.push(created.data.conversation_id);
    }
    const pending = new Map<string, number>();
    const latencies: number[] = [];
    const postTimes: number[] = [];
    for (const id of ids) {
      sockets.push(await openSocket(base, customer.access_token, id));
      const studentSocket = await openSocket(base, student.access_token, id);
      studentSocket.on(realtimeEvents.messageSent, (event: { message: { content: string } }) => {
        const sentAt = pending.get(event.message.content);
        if (sentAt === undefined) return;
        latencies.push(performance.now() - sentAt);
        pending.delete(event.message.content);
      });
      sockets.push(studentSocket);
    }

    const jobs = ids.flatMap((id) => Array.from({ length: messagesEach }, (_, n) => ({ id, content: `m-${id}-${n}` })));
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) return;
        const sentAt = performance.now();
        pending.set(job.content, sentAt);
        await call(base, 'POST', `/api/conversations/${job.id}/messages`, customer.access_token, { content: job.content });
        postTimes.push(performance.now() - sentAt);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    for (let waited = 0; pending.size > 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    const ms = (value: number) => Math.round(value * 10) / 10;
    console.log(
      `\nReal-time bench: ${process.env.DATABASE_URL ? 'PostgreSQL + postgres adapter' : 'PGlite'}, ${conversations} conversations x 2 sockets, ${jobs.length} messages, ${inFlight} POSTs in flight`,
    );
    console.table([
      {
        'messages/s': Math.round(jobs.length / seconds),
        'p50 ms (POST to delivery)': ms(percentile(latencies, 50)),
        'p99 ms': ms(percentile(latencies, 99)),
        'max ms': ms(latencies.at(-1) ?? 0),
        // The HTTP round trip alone: the gap to the figures above is the time the event spends in transit.
        'POST p50 ms': ms(percentile(postTimes, 50)),
        'POST p99 ms': ms(percentile(postTimes, 99)),
        undelivered: pending.size,
      },
    ]);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
