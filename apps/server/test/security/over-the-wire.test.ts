import type { AddressInfo } from 'node:net';
import { conversationChannel, type SubscribeAck } from '@studiekraft/shared/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { openSocket } from '../socket-client.ts';
import { isApiDocs, leakedFields } from './answer-fields.ts';
import type { CaseRequest, RouteCase } from './route-cases/route-case.ts';
import { routeCases } from './route-cases.ts';
import { buildWorld, type Role, roles, type World } from './route-world.ts';
import { type StaleIdentities, staleIdentities, staleKinds } from './stale-identities.ts';
import { writeStandInWebBuild } from './web-build-stand-in.ts';

/**
 * The matrix and the fuzzer talk to the app through `inject`. This pass goes through a listening server
 * with real HTTP and a Socket.IO client (issue 33): every read row as every role, every row with the
 * stale identities, and the socket's handshake and subscribe for the same callers.
 */
let t: TestApp;
let url: string;
let world: World;
let stale: StaleIdentities;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { webDist: writeStandInWebBuild() } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  world = await buildWorld(t.app);
  stale = await staleIdentities(t.app, world);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

let requests = 0;

async function send(c: RouteCase, request: CaseRequest, headers: Record<string, string>) {
  requests += 1;
  const payload = request.payload;
  const isRaw = Buffer.isBuffer(payload) || typeof payload === 'string';
  const response = await fetch(`${url}${request.url}`, {
    method: c.route.split(' ')[0],
    headers: {
      ...headers,
      ...(payload !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: payload === undefined ? undefined : isRaw ? (payload as Buffer) : JSON.stringify(payload),
    redirect: 'manual',
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return { status: response.status, json: isJson && text ? (JSON.parse(text) as unknown) : undefined, text };
}

const reads = routeCases.filter((c) => c.route.startsWith('GET ') && !c.world);

describe('over real HTTP', () => {
  it.each(reads.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    const mismatches: string[] = [];
    for (const role of roles) {
      const request = await c.request(world, role);
      const answer = await send(c, request, world.headers[role]);
      if (answer.status !== c.expect[role]) mismatches.push(`${role}: expected ${c.expect[role]}, got ${answer.status}`);
      const leaked = isApiDocs(request.url) ? [] : leakedFields(answer.status, answer.json, role, world, request.payload);
      if (leaked.length > 0) mismatches.push(`${role} sees ${leaked.join(', ')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses every route to the tokens of ended sessions', async () => {
    const mismatches: string[] = [];
    for (const c of routeCases) {
      for (const kind of staleKinds) {
        const request = await c.request(world, stale[kind].role);
        const answer = await send(c, request, stale[kind].headers);
        if (answer.status !== 401 || (answer.json as { message?: string } | undefined)?.message !== 'SESSION_REVOKED')
          mismatches.push(`${c.route} ${kind}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  afterAll(() => {
    // The figure the closing note reports.
    console.info(`over the wire: ${requests} HTTP requests`);
  });
});

const open = (token: string) => openSocket(url, token, sockets);

const bearerToken = (headers: Record<string, string>) => (headers.authorization ?? '').replace(/^Bearer /, '');

describe('over a real Socket.IO connection', () => {
  it('lets the participants and staff subscribe to the conversation, and nobody else', async () => {
    const expected: Record<Exclude<Role, 'anonymous'>, boolean> = {
      customerA: true,
      studentA: true,
      employee: true,
      customerB: false,
      studentB: false,
    };
    for (const [role, allowed] of Object.entries(expected) as [Exclude<Role, 'anonymous'>, boolean][]) {
      const socket = await open(bearerToken(world.headers[role]));
      const ack = (await socket
        .timeout(5000)
        .emitWithAck('subscribe', { channel: conversationChannel(world.conversationId) })) as SubscribeAck;
      expect(ack, role).toEqual(allowed ? { ok: true } : { ok: false, message: 'FORBIDDEN' });
      socket.disconnect();
    }
  });

  it('refuses the handshake without a token, with a forged one and with the tokens of ended sessions', async () => {
    await expect(open('')).rejects.toThrow('UNAUTHENTICATED');
    await expect(open(`${bearerToken(world.headers.customerA)}x`)).rejects.toThrow('UNAUTHENTICATED');
    for (const kind of staleKinds) await expect(open(bearerToken(stale[kind].headers)), kind).rejects.toThrow('UNAUTHENTICATED');
  });
});
