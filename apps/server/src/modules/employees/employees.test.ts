import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { employees, outboxEmails, users } from '../../db/schema/index.ts';

let t: TestApp;
let eva: CreatedUser;
let evaAuth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  eva = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  evaAuth = (await loginAs(t.app, eva)).headers;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/employees', headers: evaAuth, payload });
const del = (id: number, headers = evaAuth) => t.app.inject({ method: 'DELETE', url: `/api/employees/${id}`, headers });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /employees', () => {
  it('creates an activated employee without a password and mails a set-password link that works', async () => {
    const response = await post({ name: ' Nina Ny ', email: 'Nina.Ny@Example.test', phone_number: '22334455' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{
      data: { id: number; name: string; user: { id: number; email: string; activated: boolean } };
    }>();
    expect(data).toMatchObject({
      name: 'Nina Ny',
      phone_number: '22334455',
      user: { email: 'nina.ny@example.test', activated: true },
    });
    expect((await userRow(data.user.id))?.password_hash).toBeNull();

    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'nina.ny@example.test'));
    expect(mail?.subject).toContain('medarbejder');
    const token = decodeURIComponent(mail?.text.match(/password\/reset\?token=([^\s"<]+)/)?.[1] ?? '');
    expect(token).not.toBe('');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token, password: 'nyt_kodeord1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nina.ny@example.test', password: 'nyt_kodeord1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken e-mail and missing fields with field codes', async () => {
    const taken = await post({ name: 'Dobbelt', email: eva.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { email: ['validation.unique'] } });
    const empty = await post({ email: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name']);
  });
});

describe('DELETE /employees/{id}', () => {
  const accountIdOf = async (userId: number) =>
    (await t.database.db.select({ id: employees.id }).from(employees).where(eq(employees.user_id, userId)))[0]?.id ?? 0;

  it('removes an employee without history', async () => {
    const fresh = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Uden Historik' });
    const response = await del(fresh.accountId);
    expect(response.json()).toEqual({ data: { id: fresh.accountId, deleted: true } });
    expect(await userRow(fresh.id)).toBeUndefined();
  });

  it('deactivates an employee who wrote in a conversation, keeping the messages’ author', async () => {
    const writer = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Med Historik' });
    const student = await createStudent(t.database.db, {});
    await createConversation(t.database.db, writer, student, { project: false, messages: [{ from: writer, content: 'Hej' }] });
    const response = await del(writer.accountId);
    expect(response.json()).toEqual({ data: { id: writer.accountId, deleted: false } });
    expect((await userRow(writer.id))?.activated).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: writer.email, password: writer.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('never deletes oneself', async () => {
    const response = await del(eva.accountId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'CANNOT_DELETE_SELF' });
    expect((await userRow(eva.id))?.activated).toBe(true);
  });

  it('never deletes the last active employee', async () => {
    const other = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Sidste Ansat' });
    // Every employee but `other` is deactivated, so `other` is the only one left to run the back office.
    await t.database.db
      .update(users)
      .set({ activated: false })
      .where(and(eq(users.account_type, 'EMPLOYEE')));
    await t.database.db.update(users).set({ activated: true }).where(eq(users.id, other.id));
    const response = await del(await accountIdOf(other.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'LAST_ACTIVE_EMPLOYEE' });
    expect(await userRow(other.id)).toBeDefined();
  });

  it('answers 404 for an unknown employee', async () => {
    expect((await del(2_000_000_000)).statusCode).toBe(404);
  });
});
