import type { AddressInfo } from 'node:net';
import { conversationChannel, type SubscribeAck } from '@studiekraft/shared/realtime';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createConversation } from '../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import { openSocket } from '../../test/socket-client.ts';
import { type CreatedStudent, createStudent } from '../../test/student-factories.ts';
import { users } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { insertUserToken } from '../modules/auth/token-repository.ts';

let t: TestApp;
let url: string;
let employee: LoggedIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  employee = await loginAs(t.app, await createUser(t.database.db, { type: 'EMPLOYEE' }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const open = (token: string) => openSocket(url, token, sockets);

/** Resolves with the reason of the socket's next disconnect. */
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5000).emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

const refresh = (session: LoggedIn) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie: session.cookie } });

/** A user with an open socket, and a bystander whose socket must survive the user's revoke. */
async function connectedPair(type: 'CUSTOMER' | 'STUDENT' = 'CUSTOMER') {
  const user = await createUser(t.database.db, { type });
  const session = await loginAs(t.app, user);
  const socket = await open(session.token);
  const bystander = await open((await loginAs(t.app, await createUser(t.database.db, { type }))).token);
  return { user, session, socket, bystander, gone: disconnected(socket) };
}

describe('a socket dies with its session', () => {
  it('is disconnected when an employee deactivates the user, and cannot come back with the same token', async () => {
    const { user, session, bystander, gone } = await connectedPair('STUDENT');
    const response = await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${user.id}`, headers: employee.headers });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(open(session.token)).rejects.toThrow('UNAUTHENTICATED');
    expect((await refresh(session)).statusCode).toBe(401);
    expect(bystander.connected).toBe(true);
  });

  it('is disconnected by a password reset; the old token is refused, a new login connects', async () => {
    const { user, session, bystander, gone } = await connectedPair();
    const token = 'reset-token-for-the-realtime-test-0001';
    await insertUserToken(t.database.db, {
      user_id: user.id,
      purpose: 'reset',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60_000),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token, password: 'nyt-kodeord-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(open(session.token)).rejects.toThrow('UNAUTHENTICATED');
    expect((await refresh(session)).statusCode).toBe(401);
    const fresh = await loginAs(t.app, { email: user.email, password: 'nyt-kodeord-2026' });
    expect((await open(fresh.token)).connected).toBe(true);
    expect(bystander.connected).toBe(true);
  });

  it('is disconnected by a password change; the changing device reconnects after its refresh', async () => {
    const { user, session, socket, gone } = await connectedPair('STUDENT');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: session.headers,
      payload: { password: 'andet-kodeord-2026', current_password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
    await expect(open(session.token)).rejects.toThrow('UNAUTHENTICATED');
    // The cookie this response set still refreshes, and its access token is accepted again.
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const renewed = await refresh({ ...session, cookie });
    expect(renewed.statusCode).toBe(200);
    expect((await open(renewed.json<{ access_token: string }>().access_token)).connected).toBe(true);
  });

  it('is disconnected when an employee deletes the customer', async () => {
    const { user, session, gone } = await connectedPair();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/customers/${user.accountId}`, headers: employee.headers });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(open(session.token)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('refuses a deactivated user at the handshake even with an unexpired token', async () => {
    const user = await createUser(t.database.db, { type: 'CUSTOMER' });
    const session = await loginAs(t.app, user);
    await t.database.db.update(users).set({ activated: false }).where(eq(users.id, user.id));
    await expect(open(session.token)).rejects.toThrow('UNAUTHENTICATED');
  });
});

describe('a socket lives no longer than its access token', () => {
  let customer: CreatedUser;
  let student: CreatedStudent;
  let channel: string;

  beforeAll(async () => {
    customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    student = await createStudent(t.database.db);
    channel = conversationChannel((await createConversation(t.database.db, customer, student)).id);
  });

  /** A token that expires `seconds` from now, signed like the real ones (their lifetime is 15 minutes). */
  async function tokenExpiringIn(seconds: number) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    return new SignJWT({ typ: 'CUSTOMER', ver: row?.session_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customer.id))
      .setIssuer('studiekraft')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
  }

  it('refuses a subscription once the token has expired, and disconnects', async () => {
    const socket = await open(await tokenExpiringIn(20));
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    const gone = disconnected(socket);
    // Only the clock moves, 25 s: past the token's expiry while the server's expiry timer has not fired,
    // so the refusal comes from the subscribe check. (Less than Socket.IO's 45 s ping deadline, which
    // reads the same clock.)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25_000);
    expect(await subscribe(socket, channel)).toEqual({ ok: false, message: 'UNAUTHENTICATED' });
    vi.useRealTimers();
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the socket when the token expires', async () => {
    const socket = await open(await tokenExpiringIn(2));
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    expect(await disconnected(socket)).toBe('io server disconnect');
  });
});
