/**
 * Real-time delivery under load, on PGlite and on PostgreSQL in one run: the real server in its own
 * process, N conversations with two sockets each (customer and student), messages posted over HTTP by the
 * customer with 1, 10 and 50 POSTs in flight for a fixed time per row. Measures messages/s and the time
 * from the POST leaving this process to the MessageSentEvent arriving on the student's socket. Then the
 * same load against a bare Fastify + Socket.IO route over the same data (baseline-realtime-server.ts), so
 * the ratio shows what the real path costs beyond one insert and one emit.
 * PostgreSQL runs in a scratch database of its own (BENCH_PG_URL, dropped and recreated, dropped at the
 * end); with several PostgreSQL processes the real server uses the Socket.IO postgres adapter, so it is
 * on here too. BENCH_SMOKE=1: a second per row and few conversations, to check the bench still runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conversationChannel, realtimeEvents, realtimePath } from '@studiekraft/shared/realtime';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { compiledServer, serverLabel } from './compiled-server.ts';
import { yardstickArgs } from './yardstick-args.ts';

const smoke = process.env.BENCH_SMOKE === '1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const conversationCount = Number(process.env.BENCH_CONVERSATIONS ?? (smoke ? 10 : 200));
const secondsPerRow = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
// The smoke only shows the bench works end to end, so one level does: 50, the one issue 35 guards.
const inFlightLevels = (process.env.BENCH_IN_FLIGHT ?? (smoke ? '50' : '1,10,50')).split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const serverBundle = compiledServer();
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/studiekraft_realtime_bench';

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

/**
 * The measured POSTs go through node:http with keep-alive, lighter than fetch: on two cores the load
 * generator competes with the server it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...inFlightLevels) });

function postJson(base: string, url: string, token: string | undefined, body: Json): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201 ? resolve() : reject(new Error(`POST ${url}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** CPU seconds a process has used so far (Linux /proc; 100 ticks a second), or undefined elsewhere. */
function cpuSecondsOf(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
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
const ms = (value: number) => Math.round(value * 10) / 10;

/** Who posts where: the customer's token and user id, the student's token, and the conversations. */
interface Parties {
  customerToken: string;
  customerUserId: number;
  studentToken: string;
  conversationIds: number[];
}

/** How one server takes a message: the real API (auth, checks, presenter) or the bare route. */
type Post = (conversationId: number, content: string) => Promise<unknown>;

interface Row {
  database: string;
  server: string;
  'in flight': number;
  'msg/s': number;
  'delivery p50 ms': number;
  'delivery p99 ms': number;
  'POST p50 ms': number;
  'POST p99 ms': number;
  undelivered: number;
  /** Share of one core the server process and this load generator used during the row. */
  'server CPU %': number | string;
  'client CPU %': number;
}

/** Opens the sockets, then runs each in-flight level for `secondsPerRow` and returns a row per level. */
async function measureServer(
  base: string,
  serverPid: number | undefined,
  parties: Parties,
  post: Post,
  labels: Pick<Row, 'database' | 'server'>,
) {
  const sockets: Socket[] = [];
  const pending = new Map<string, number>();
  let latencies: number[] = [];
  try {
    for (const id of parties.conversationIds) {
      sockets.push(await openSocket(base, parties.customerToken, id));
      const studentSocket = await openSocket(base, parties.studentToken, id);
      studentSocket.on(realtimeEvents.messageSent, (event: { message: { content: string } }) => {
        const sentAt = pending.get(event.message.content);
        if (sentAt === undefined) return;
        latencies.push(performance.now() - sentAt);
        pending.delete(event.message.content);
      });
      sockets.push(studentSocket);
    }
    const rows: Row[] = [];
    let counter = 0;
    // Unmeasured warm-up at the middle level: the first rows would otherwise carry the JIT's compile time.
    const levels = [Math.min(10, parties.conversationIds.length), ...inFlightLevels];
    for (const [index, inFlight] of levels.entries()) {
      const warmUp = index === 0;
      latencies = [];
      pending.clear();
      const postTimes: number[] = [];
      let sent = 0;
      const started = performance.now();
      const serverCpuBefore = cpuSecondsOf(serverPid);
      const clientCpuBefore = process.cpuUsage();
      const stopAt = started + (warmUp ? Math.min(1, secondsPerRow) * 1000 : secondsPerRow * 1000);
      const worker = async (slot: number) => {
        // Each worker cycles through its own share of the conversations, so no two POSTs in flight
        // write the same conversation unless there are fewer conversations than workers.
        for (let turn = 0; performance.now() < stopAt; turn++) {
          const ids = parties.conversationIds;
          const id = ids[(slot + turn * inFlight) % ids.length] ?? 0;
          const content = `${labels.server}-${inFlight}-${counter++}`;
          const sentAt = performance.now();
          pending.set(content, sentAt);
          await post(id, content);
          postTimes.push(performance.now() - sentAt);
          sent++;
        }
      };
      await Promise.all(Array.from({ length: inFlight }, (_, slot) => worker(slot)));
      const seconds = (performance.now() - started) / 1000;
      const serverCpuAfter = cpuSecondsOf(serverPid);
      const clientCpu = process.cpuUsage(clientCpuBefore);
      for (let waited = 0; pending.size > 0 && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      if (warmUp) continue;
      latencies.sort((a, b) => a - b);
      postTimes.sort((a, b) => a - b);
      rows.push({
        ...labels,
        'in flight': inFlight,
        'msg/s': Math.round(sent / seconds),
        'delivery p50 ms': ms(percentile(latencies, 50)),
        'delivery p99 ms': ms(percentile(latencies, 99)),
        'POST p50 ms': ms(percentile(postTimes, 50)),
        'POST p99 ms': ms(percentile(postTimes, 99)),
        undelivered: pending.size,
        'server CPU %':
          serverCpuBefore === undefined || serverCpuAfter === undefined
            ? ''
            : Math.round(((serverCpuAfter - serverCpuBefore) / seconds) * 100),
        'client CPU %': Math.round(((clientCpu.user + clientCpu.system) / 1e6 / seconds) * 100),
      });
    }
    return rows;
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/** The user id is the access token's subject; the bare route stores the message under it. */
const userIdOf = (token: string) =>
  Number((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub);

/** The real server: log in, open a project per conversation, then measure. */
async function measureApp(database: string, env: Record<string, string>) {
  const server = await startServerProcess(
    {
      ...env,
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      // Production refuses to start with the demo logins this bench uses (decision 015).
      NODE_ENV: 'development',
      DEV_MAILBOX: 'off',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    },
    60_000,
    serverBundle,
  );
  try {
    const base = server.url;
    const customer = await login(base, 'kunde@example.com');
    const student = await login(base, 'studerende@example.com');
    const profile = await call<{ data: { id: number; skills: { id: number }[] } }>(
      base,
      'GET',
      '/api/students/slug/sofie-andersen?includes[]=skills',
    );
    const conversationIds: number[] = [];
    for (let i = 0; i < conversationCount; i++) {
      const created = await call<{ data: { conversation_id: number } }>(base, 'POST', '/api/projects', customer.access_token, {
        name: `Bench ${i}`,
        message: 'Start',
        skill_id: profile.data.skills[0]?.id ?? 0,
        student_id: profile.data.id,
        customer_id: customer.account.id,
      });
      conversationIds.push(created.data.conversation_id);
    }
    const parties: Parties = {
      customerToken: customer.access_token,
      customerUserId: userIdOf(customer.access_token),
      studentToken: student.access_token,
      conversationIds,
    };
    const post: Post = (id, content) => postJson(base, `/api/conversations/${id}/messages`, customer.access_token, { content });
    const rows = await measureServer(base, server.child.pid, parties, post, { database, server: 'app' });
    return { rows, parties };
  } finally {
    await server.stop();
  }
}

/** The bare route over the same database, once the real server has let go of it. */
async function measureBare(database: string, env: Record<string, string>, parties: Parties) {
  const port = await freePort();
  const script = path.join(root, 'bench/baseline-realtime-server.ts');
  const child: ChildProcess = spawn(process.execPath, yardstickArgs(script), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const post: Post = (id, content) =>
      postJson(base, `/conversations/${id}/messages`, undefined, { content, sender_user_id: parties.customerUserId });
    return await measureServer(base, child.pid, parties, post, { database, server: 'bare' });
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** Runs on the maintenance database next to the bench's: identifiers cannot be bound parameters. */
async function onAdmin(statement: string) {
  const target = new URL(pgUrl);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measureDatabase(database: string): Promise<Row[]> {
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-rt-bench-'));
    try {
      const { rows, parties } = await measureApp('PGlite', { DATA_DIR: dataDir, WEB_DIST: dataDir, DATABASE_URL: '' });
      const bare = await measureBare('PGlite', { PGLITE_DIR: path.join(dataDir, 'db'), DATABASE_URL: '' }, parties);
      return [...rows, ...bare];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = new URL(pgUrl).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  await onAdmin(`drop database if exists ${name} with (force)`);
  await onAdmin(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-rt-bench-'));
  try {
    const { rows, parties } = await measureApp('PostgreSQL', { DATA_DIR: dataDir, WEB_DIST: dataDir, DATABASE_URL: pgUrl });
    const bare = await measureBare('PostgreSQL', { DATABASE_URL: pgUrl }, parties);
    return [...rows, ...bare];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onAdmin(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  const rows: Row[] = [];
  for (const database of databases) rows.push(...(await measureDatabase(database)));
  const bareRate = (row: Row) =>
    rows.find((r) => r.database === row.database && r.server === 'bare' && r['in flight'] === row['in flight'])?.['msg/s'];
  console.log(
    `\nReal-time bench: ${conversationCount} conversations x 2 sockets, ${secondsPerRow} s per row, ${serverLabel(serverBundle)}; delivery = POST sent to event on the other party's socket`,
  );
  console.table(
    rows.map((row) => ({
      ...row,
      'app/bare msg/s': row.server === 'app' ? Math.round((row['msg/s'] / (bareRate(row) ?? 0) || 0) * 100) / 100 : '',
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
