import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent, skillIdOf } from '../../../test/student-factories.ts';
import { customers, outboxEmails, users, userTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
let limited: TestApp;
let student: CreatedStudent;
let logo: number;

beforeAll(async () => {
  [t, limited] = await Promise.all([
    buildTestApp(),
    buildTestApp({ config: { rateLimits: { loginPerIp: 2, perEmail: 5, windowMs: 60_000 } } }),
  ]);
  student = await createStudent(t.database.db, { name: 'Sara Studerende', skills: ['logo'] });
  logo = await skillIdOf(t.database.db, 'logo');
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
});

const quick = (payload: unknown, app = t, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/customers/quick', payload: payload as object, remoteAddress });
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const confirmationTokenIn = (text: string | undefined) =>
  decodeURIComponent(/confirmation=([^\s"&<]+)/.exec(text ?? '')?.[1] ?? '');

describe('POST /api/customers/quick', () => {
  it('creates a password-less, unconfirmed customer and answers with a single-use project token', async () => {
    const started = Date.now();
    const response = await quick({ name: 'Anne Marie Hansen', phone_number: '12345678', email: 'Anne@Example.test' });
    expect(response.statusCode).toBe(201);
    const { data, project_token: token } = response.json();
    expect(data).toMatchObject({
      first_name: 'Anne Marie',
      last_name: 'Hansen',
      name: 'Anne Marie Hansen',
      email: 'anne@example.test',
      phone_number: '12345678',
      is_new_registration: true,
      address: null,
      user: { confirmed: false, activated: true },
    });
    expect(data).not.toHaveProperty('notes');
    expect(token).toMatch(/^[\w-]{43}$/);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'anne@example.test'));
    expect(user).toMatchObject({ password_hash: null, email_confirmed_at: null, account_type: 'CUSTOMER' });
    // Only the hash is stored, for 60 minutes.
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.user_id, user?.id ?? 0), eq(userTokens.purpose, 'project')));
    expect(row?.token_hash).toBe(hashToken(token));
    const lifetime = (row?.expires_at.getTime() ?? 0) - started;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThan(61 * 60_000);

    const mails = await mailsTo('anne@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('confirm-email');
    expect(mails[0]?.text).toContain('vælger du et kodeord');
    // The token goes back in the response only, never in a mail.
    expect(mails[0]?.text).not.toContain(token);
  });

  it.each([
    ['Cher', 'Cher', ''],
    ['  Ole    Olsen  ', 'Ole', 'Olsen'],
    ['Hans Christian Andersen', 'Hans Christian', 'Andersen'],
  ])('splits %j into first name %j and last name %j', async (name, first, last) => {
    const email = `split-${first.length}-${last.length}@example.test`;
    const response = await quick({ name, phone_number: '87654321', email });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ first_name: first, last_name: last });
  });

  it.each([
    [{ phone_number: '12345678', email: 'a@example.test' }, 'name', 'validation.required'],
    [{ name: 'A B', phone_number: '1234', email: 'a@example.test' }, 'phone_number', 'validation.min'],
    [{ name: 'A B', email: 'a@example.test' }, 'phone_number', 'validation.required'],
    [{ name: 'A B', phone_number: '12345678', email: 'nej' }, 'email', 'validation.email'],
    [{ name: 'A B', phone_number: '12345678' }, 'email', 'validation.required'],
  ])('validates %j', async (payload, field, code) => {
    const response = await quick(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });

  it('answers 422 validation.unique for an e-mail that already has an account', async () => {
    const existing = await createUser(t.database.db, { email: 'findes@example.test' });
    const response = await quick({ name: 'Ny Person', phone_number: '12345678', email: 'FINDES@example.test' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } });
    expect(await t.database.db.select().from(customers).where(eq(customers.user_id, existing.id))).toHaveLength(1);
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await quick({ name: 'Rate Limit', phone_number: '12345678', email: `rl${i}@example.test` }, limited, '192.0.2.5'))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe('the contact flow end to end', () => {
  it('quick registration -> project with the token -> confirm -> choose password -> logged in to the conversation', async () => {
    const email = 'kontakt@example.test';
    const registered = await quick({ name: 'Kim Kontakt', phone_number: '11223344', email });
    const { data: customer, project_token: projectToken } = registered.json();

    const payload = {
      name: 'Visitkort',
      message: 'Kan du lave visitkort?',
      skill_id: logo,
      student_id: student.studentId,
      customer_id: customer.id,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload,
      headers: { 'x-project-token': projectToken },
    });
    expect(created.statusCode).toBe(201);
    const conversationId = created.json().data.conversation_id;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload,
      headers: { 'x-project-token': projectToken },
    });
    expect(replay.statusCode).toBe(401);

    // No password yet: nobody can log in as this customer.
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'anything-1' } });
    expect(early.statusCode).toBe(401);

    const [mail] = await mailsTo(email);
    const confirmation = confirmationTokenIn(mail?.text);
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/users/confirmation/${confirmation}` });
    expect(confirmed.statusCode).toBe(200);
    const { data } = confirmed.json();
    expect(data).toMatchObject({ email, needs_password: true });
    expect(data.password_token).toMatch(/^[\w-]{43}$/);
    const [reset] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(data.password_token)));
    expect(reset).toMatchObject({ purpose: 'reset', used_at: null });

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token: data.password_token, password: 'mit-nye-kodeord' },
    });
    expect(change.statusCode).toBe(200);
    // Choosing the first password logs in, as a login would: the body, the refresh cookie, the project's
    // conversation to land in (decision 063).
    const { session } = change.json();
    expect(session).toMatchObject({
      account_type: 'CUSTOMER',
      user_id: customer.user.id,
      latest_conversation_id: conversationId,
      account: { id: customer.id, name: 'Kim Kontakt' },
    });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(own.statusCode).toBe(200);
    const cookie = change.cookies.find((c) => c.name === 'sk_refresh');
    expect(cookie).toMatchObject({ httpOnly: true });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      cookies: { sk_refresh: cookie?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token: data.password_token, password: 'endnu-et-kodeord' },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    expect(reuse.cookies).toEqual([]);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'mit-nye-kodeord' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ account_type: 'CUSTOMER', latest_conversation_id: conversationId });
  });
});

describe('the session that comes with a first password', () => {
  const change = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset/change', payload: { token, password } });
  const resetTokenOf = async (email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/reset/request', payload: { email } });
    const mails = await mailsTo(email);
    return decodeURIComponent(/token=([^\s"&<]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '');
  };

  it('is not given for a reset of an existing password: the spec says to log in with it', async () => {
    const user = await createUser(t.database.db, { type: 'CUSTOMER' });
    const response = await change(await resetTokenOf(user.email), 'nyt-kodeord-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies).toEqual([]);
  });

  it('is not given to a deactivated customer, though the password is saved', async () => {
    const email = 'deaktiveret-hurtig@example.test';
    const registered = (await quick({ name: 'Dina Deaktiveret', phone_number: '11223344', email })).json();
    const [mail] = await mailsTo(email);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/users/confirmation/${confirmationTokenIn(mail?.text)}`,
    });
    await t.database.db.update(users).set({ activated: false }).where(eq(users.id, registered.data.user.id));
    const response = await change(confirmed.json().data.password_token, 'mit-kodeord-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies).toEqual([]);
  });
});
