import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { conversationChannel, realtimeEvents, realtimePath } from '@studiekraft/shared/realtime';
import type { Message } from '@studiekraft/shared/schemas/conversations';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, multipart } from '../test/multipart.ts';
import { type AccessLogLine, accessLogLength, accessLogWhere, call } from './cluster-client.ts';
import { pollUntil } from './poll-until.ts';
import { type Cluster, startCluster } from './start-cluster.ts';

/**
 * The production shape, tested from outside: three server processes on PostgreSQL, Redis and an S3 bucket
 * behind nginx with the shipped configuration (deploy/nginx), real HTTP and Socket.IO clients, nginx's
 * access log telling which instance answered each request.
 */
let cluster: Cluster;
let customer: { token: string; accountId: number };
let student: { token: string };
let conversationId: number;
let projectId: number;
const sockets: Socket[] = [];
const webAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/assets');

const log = () => cluster.nginx.accessLogPath;

async function login(email: string) {
  const answer = await call(cluster.url, 'POST', '/api/auth/login', { body: { email, password: 'demo-1234' } });
  expect(answer.status).toBe(200);
  const body = answer.json<{ access_token: string; account: { id: number } }>();
  return { token: body.access_token, accountId: body.account.id };
}

/** A Socket.IO client as the browser's: polling first, then the WebSocket upgrade, all through nginx. */
async function connectedSocket(token: string, channel: string) {
  const socket = connect(cluster.url, { path: realtimePath, auth: { token }, reconnectionDelayMax: 1000 });
  sockets.push(socket);
  // On every (re)connection the subscription is made again, as the web app does.
  socket.on('connect', () => {
    socket.emit('subscribe', { channel });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await socket.timeout(5000).emitWithAck('subscribe', { channel })).toEqual({ ok: true });
  return socket;
}

/** Resolves when the socket hears this message (others of a burst may still be arriving before it). */
const heard = (socket: Socket, content: string) =>
  new Promise<void>((resolve) => {
    const listener = (event: { message: Message }) => {
      if (event.message.content !== content) return;
      socket.off(realtimeEvents.messageSent, listener);
      resolve();
    };
    socket.on(realtimeEvents.messageSent, listener);
  });

const postMessage = (content: string) =>
  call(cluster.url, 'POST', `/api/conversations/${conversationId}/messages`, { token: customer.token, body: { content } });

const isRealtime = (line: AccessLogLine) => line.path.startsWith('/socket.io/');

/** The instance that holds this client's Socket.IO connections: ip_hash sends every one of them to it. */
async function realtimeInstance(from: number) {
  const upstreams = new Set((await accessLogWhere(log(), from, isRealtime, 1)).map((l) => l.upstream));
  expect(upstreams.size).toBe(1);
  return [...upstreams][0] ?? '';
}

beforeAll(async () => {
  cluster = await startCluster();
  customer = await login('kunde@example.com');
  student = await login('studerende@example.com');
  const profile = await call(cluster.url, 'GET', '/api/students/slug/sofie-andersen?includes[]=skills');
  const studentProfile = profile.json<{ data: { id: number; skills: { id: number }[] } }>().data;
  const created = await call(cluster.url, 'POST', '/api/projects', {
    token: customer.token,
    body: {
      name: 'Klyngetest',
      message: 'Første besked',
      skill_id: studentProfile.skills[0]?.id,
      student_id: studentProfile.id,
      customer_id: customer.accountId,
    },
  });
  expect(created.status).toBe(201);
  ({ conversation_id: conversationId, id: projectId } = created.json<{ data: { conversation_id: number; id: number } }>().data);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.stop();
}, 60_000);

describe('three instances behind nginx', () => {
  it('delivers a message posted through one instance to a socket held by another', async () => {
    const from = accessLogLength(log());
    const socket = await connectedSocket(student.token, conversationChannel(conversationId));
    const received: number[] = [];
    socket.on(realtimeEvents.messageSent, (event: { message: Message }) => received.push(event.message.id));
    const posted: number[] = [];
    for (const n of [1, 2, 3]) {
      const answer = await postMessage(`Via nginx ${n}`);
      expect(answer.status).toBe(201);
      posted.push(answer.json<{ data: Message }>().data.id);
    }
    await pollUntil(() => received.length === posted.length, 'every message delivered');
    expect(received.sort()).toEqual(posted.sort());

    const holder = await realtimeInstance(from);
    const isPost = (l: AccessLogLine) => l.method === 'POST' && l.path.endsWith('/messages');
    const posters = (await accessLogWhere(log(), from, isPost, 3)).map((l) => l.upstream);
    // The upstreams share one round robin (zone): three posts, three instances, two of them not the socket's.
    expect(new Set(posters).size).toBe(3);
    expect(posters.filter((upstream) => upstream !== holder).length).toBe(2);
    socket.disconnect();
  });

  it('counts every request on the instance that answered it, on its own metrics port and never through nginx', async () => {
    const route = 'route="/api/conversations/:id/messages"';
    const posted = async () => {
      let sum = 0;
      for (const instance of cluster.instances) {
        const text = await (await fetch(instance.metricsUrl)).text();
        const line = text
          .split('\n')
          .find(
            (l) =>
              l.startsWith('http_requests_total{') &&
              l.includes('method="POST"') &&
              l.includes(route) &&
              l.includes('status_code="201"'),
          );
        sum += Number(line?.split(' ').pop() ?? 0);
      }
      return sum;
    };
    const before = await posted();
    for (const n of [1, 2, 3]) expect((await postMessage(`Talt ${n}`)).status).toBe(201);
    // Each instance counts its own; the three posts went to three instances and are counted once in all.
    expect((await posted()) - before).toBe(3);
    // Through nginx /metrics is just an unknown page of the web app.
    const proxied = await call(cluster.url, 'GET', '/metrics');
    expect(proxied.headers['content-type']).toContain('text/html');
    expect(proxied.body.toString()).not.toContain('http_requests_total');
  });

  it('downloads a file through an instance other than the one that received it (S3 storage)', async () => {
    const from = accessLogLength(log());
    const content = Buffer.concat([minimalPdf, Buffer.from(`%${randomBytes(8).toString('hex')}\n`)]);
    const body = multipart([
      { name: 'projectId', value: String(projectId) },
      { name: 'file', filename: 'Tilbud på æbler.pdf', content, contentType: 'application/pdf' },
    ]);
    const uploaded = await call(cluster.url, 'POST', '/api/files', { token: customer.token, raw: body });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const fileId = uploaded.json<{ data: { id: number } }>().data.id;
    for (let n = 0; n < 3; n++) {
      const downloaded = await call(cluster.url, 'GET', `/api/files/${fileId}`, { token: student.token });
      expect(downloaded.status).toBe(200);
      expect(downloaded.body.equals(content)).toBe(true);
    }
    const [receiver] = await accessLogWhere(log(), from, (l) => l.method === 'POST' && l.path === '/api/files', 1);
    const isDownload = (l: AccessLogLine) => l.method === 'GET' && l.path === `/api/files/${fileId}`;
    const senders = (await accessLogWhere(log(), from, isDownload, 3)).map((l) => l.upstream);
    expect(receiver?.status).toBe(201);
    expect(senders.some((upstream) => upstream !== receiver?.upstream)).toBe(true);
  });

  it('caches built assets in nginx and compresses once, in the app', async () => {
    // A script big enough for the build to have written its .br beside it.
    const script = readdirSync(webAssets).find((name) => name.endsWith('.js') && existsSync(path.join(webAssets, `${name}.br`)));
    if (!script) throw new Error('no built script in apps/web/dist/assets');
    const get = () => call(cluster.url, 'GET', `/assets/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await get();
    const cached = await get();
    expect(cached.status).toBe(200);
    expect(cached.headers['x-cache-status']).toBe('HIT');
    expect(cached.headers['content-encoding']).toBe('br');
    expect(cached.headers['cache-control']).toContain('immutable');
    // The build's own .br file, byte for byte: nginx neither compressed it again nor unpacked it.
    expect(cached.body.equals(readFileSync(path.join(webAssets, `${script}.br`)))).toBe(true);

    const api = await call(cluster.url, 'GET', '/api/skills', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    // Unpacked once, the same document an instance sends uncompressed: compressed once, not twice.
    const direct = await call(cluster.instances[0]?.url ?? '', 'GET', '/api/skills');
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(api.body).toString())).toEqual(direct.json());
  });

  it('refuses a body over the upload limit at nginx', async () => {
    const answer = await call(cluster.url, 'POST', '/api/files', {
      token: customer.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(27 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
  });

  it('counts the login limits across instances, by the address nginx saw, whatever X-Forwarded-For says', async () => {
    const from = accessLogLength(log());
    const attempt = (email: string, client: string, n: number) =>
      call(cluster.url, 'POST', '/api/auth/login', {
        from: client,
        headers: { 'x-forwarded-for': `10.0.${n % 250}.${n % 200}` },
        body: { email, password: 'forkert-kode' },
      });
    // Failed logins per e-mail address and client: twice RATE_LIMIT_PER_EMAIL (5) in a window.
    const email = `ingen-${randomBytes(4).toString('hex')}@example.com`;
    const perEmail: number[] = [];
    for (let n = 0; n < 11; n++) perEmail.push((await attempt(email, '127.0.0.7', n)).status);
    expect(perEmail).toEqual([...Array(10).fill(401), 429]);
    // Per client address: 20 in a window, each attempt with a new e-mail and a new forged address.
    const perIp: number[] = [];
    for (let n = 0; n < 21; n++) perIp.push((await attempt(`x${n}-${email}`, '127.0.0.8', n)).status);
    expect(perIp.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(perIp[20]).toBe(429);
    const lines = await accessLogWhere(log(), from, (l) => l.path === '/api/auth/login', 32);
    expect(new Set(lines.map((l) => l.upstream)).size).toBe(3);
  });

  it('loses no acknowledged message when an instance is killed mid-burst, and its sockets reconnect through nginx', async () => {
    const from = accessLogLength(log());
    const channel = conversationChannel(conversationId);
    const studentSocket = await connectedSocket(student.token, channel);
    const customerSocket = await connectedSocket(customer.token, channel);
    let reconnects = 0;
    for (const socket of [studentSocket, customerSocket]) socket.io.on('reconnect', () => reconnects++);
    const holder = await realtimeInstance(from);
    const victim = cluster.instances.findIndex((instance) => holder.endsWith(`:${instance.port}`));
    expect(victim).toBeGreaterThanOrEqual(0);

    const acknowledged: string[] = [];
    let sent = 0;
    const total = 160;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (sent < total) {
        const content = `Burst ${sent++}`;
        const answer = await postMessage(content).catch(() => null);
        if (answer?.status === 201) acknowledged.push(content);
        if (acknowledged.length === 30 && !killed) killed = cluster.kill(victim);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThan(30);

    // Both clients find another instance through nginx, and hear messages there.
    await pollUntil(() => reconnects >= 2 && studentSocket.connected && customerSocket.connected, 'both sockets reconnected');
    const live = heard(studentSocket, 'Efter nedbruddet');
    // The subscription is renewed on connect; the first answer after it proves the new instance delivers.
    await studentSocket.timeout(5000).emitWithAck('subscribe', { channel });
    expect((await postMessage('Efter nedbruddet')).status).toBe(201);
    await live;

    const listed = await call(cluster.url, 'GET', `/api/conversations/${conversationId}/messages?limit=999`, {
      token: customer.token,
    });
    const contents = listed
      .json<{ rows: Message[] }>()
      .rows.map((m) => m.content)
      .filter((c) => c.startsWith('Burst '));
    expect(new Set(contents).size).toBe(contents.length);
    for (const content of acknowledged) expect(contents).toContain(content);
    studentSocket.disconnect();
    customerSocket.disconnect();
    await cluster.start(victim);
  });

  it('fails no request during a rolling restart of all three under steady load', async () => {
    const channel = conversationChannel(conversationId);
    const socket = await connectedSocket(student.token, channel);
    const before = cluster.instances.map((instance) => instance.process?.child.pid);
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const requestsOf = [
      () => call(cluster.url, 'GET', '/api/students?limit=12'),
      () => call(cluster.url, 'GET', `/api/conversations/${conversationId}/messages?limit=20`, { token: student.token }),
      () => postMessage(`Under udrulning ${requests}`),
    ];
    const worker = async (offset: number) => {
      for (let n = offset; running; n++) {
        const send = requestsOf[n % requestsOf.length];
        if (!send) continue;
        requests++;
        const answer = await send().catch((error: Error) => ({ status: 0, body: Buffer.from(error.message) }));
        if (answer.status === 0 || answer.status >= 500) failures.push(`${answer.status} ${answer.body.toString().slice(0, 80)}`);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await cluster.rollingRestart();
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    const after = cluster.instances.map((instance) => instance.process?.child.pid);
    for (const [n, pid] of after.entries()) expect(pid).not.toBe(before[n]);
    // The socket was moved at least once and still hears the conversation.
    await pollUntil(() => socket.connected, 'socket connected after the restart');
    await socket.timeout(5000).emitWithAck('subscribe', { channel });
    const live = heard(socket, 'Efter udrulningen');
    expect((await postMessage('Efter udrulningen')).status).toBe(201);
    await live;
  });
});
