import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { outboxEmails, skills, users } from '../../db/schema/index.ts';

/**
 * Issue 33: an access token speaks for its user only while the session it came from holds. Each case
 * holds a token from before the change and uses it after, as an attacker with a copied token would.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const revoked = { message: 'SESSION_REVOKED' };

/** Every other employee deactivated, so the two of a test are the only active ones. */
async function onlyTheseEmployeesActive(...keep: CreatedUser[]) {
  const db = t.database.db;
  await db.update(users).set({ activated: false }).where(eq(users.account_type, 'EMPLOYEE'));
  for (const employee of keep) await db.update(users).set({ activated: true }).where(eq(users.id, employee.id));
}

describe('a deactivated employee', () => {
  let boss: CreatedUser;
  let leaver: CreatedUser;
  let bossAuth: Headers;
  let leaverAuth: Headers;

  beforeEach(async () => {
    boss = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Bente Chef' });
    leaver = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Lars Går' });
    await onlyTheseEmployeesActive(boss, leaver);
    bossAuth = (await loginAs(t.app, boss)).headers;
    leaverAuth = (await loginAs(t.app, leaver)).headers;
    // The leaver's state is read and cached before the deactivation, as on a busy server.
    expect((await call('GET', `/api/users/${leaver.id}`, leaverAuth)).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/deactivate/${leaver.id}`, bossAuth)).statusCode).toBe(200);
  });

  it('cannot re-activate themself, deactivate a colleague or create an employee with the old token', async () => {
    const selfActivation = await call('PUT', `/api/users/activate/${leaver.id}`, leaverAuth, {});
    expect(selfActivation.statusCode).toBe(401);
    expect(selfActivation.json()).toEqual(revoked);
    expect((await call('PUT', `/api/users/deactivate/${boss.id}`, leaverAuth)).statusCode).toBe(401);
    const created = await call('POST', '/api/employees', leaverAuth, { name: 'Bagdør', email: 'bagdoer@example.test' });
    expect(created.statusCode).toBe(401);

    const rows = await t.database.db.select({ id: users.id, activated: users.activated }).from(users);
    expect(rows.find((row) => row.id === leaver.id)?.activated).toBe(false);
    expect(rows.find((row) => row.id === boss.id)?.activated).toBe(true);
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'bagdoer@example.test'));
    expect(mails).toEqual([]);
  });

  it('is refused even on public routes with the old token, while the colleague carries on', async () => {
    expect((await call('GET', '/api/levels', leaverAuth)).statusCode).toBe(401);
    expect((await call('GET', '/api/levels', bossAuth)).statusCode).toBe(200);
  });

  it('stays refused after a colleague re-activates them: the old token was signed under an ended session', async () => {
    expect((await call('PUT', `/api/users/activate/${leaver.id}`, bossAuth, {})).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${leaver.id}`, leaverAuth)).statusCode).toBe(401);
    const again = await loginAs(t.app, leaver);
    expect((await call('GET', `/api/users/${leaver.id}`, again.headers)).statusCode).toBe(200);
  });
});

describe('employee activation', () => {
  it('refuses to change one’s own activation', async () => {
    const eva = await createUser(t.database.db, { type: 'EMPLOYEE' });
    const auth = (await loginAs(t.app, eva)).headers;
    expect((await call('PUT', `/api/users/activate/${eva.id}`, auth, {})).statusCode).toBe(403);
    expect((await call('PUT', `/api/users/deactivate/${eva.id}`, auth)).statusCode).toBe(403);
  });

  it('never deactivates the last active employee, even when two deactivate each other at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await createUser(t.database.db, { type: 'EMPLOYEE' });
      const b = await createUser(t.database.db, { type: 'EMPLOYEE' });
      await onlyTheseEmployeesActive(a, b);
      const [aAuth, bAuth] = await Promise.all([loginAs(t.app, a), loginAs(t.app, b)]);
      const answers = await Promise.all([
        call('PUT', `/api/users/deactivate/${b.id}`, aAuth.headers),
        call('PUT', `/api/users/deactivate/${a.id}`, bAuth.headers),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // One wins; the other is refused: by the rule (409) under the lock, or by the gate (401) once the
      // winner's deactivation of its caller has committed.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.account_type, 'EMPLOYEE'), eq(users.activated, true)));
      expect(active).toHaveLength(1);
    }
  });

  it('answers LAST_ACTIVE_EMPLOYEE when the only other active employee is deactivated', async () => {
    const a = await createUser(t.database.db, { type: 'EMPLOYEE' });
    const b = await createUser(t.database.db, { type: 'EMPLOYEE' });
    await onlyTheseEmployeesActive(a, b);
    const aAuth = (await loginAs(t.app, a)).headers;
    expect((await call('PUT', `/api/users/deactivate/${b.id}`, aAuth)).statusCode).toBe(200);
    // a is now the last one; b is gone, and a cannot be deactivated by anyone (a third, inactive, has no session).
    const c = await createUser(t.database.db, { type: 'EMPLOYEE' });
    await onlyTheseEmployeesActive(a, c);
    const cAuth = (await loginAs(t.app, c)).headers;
    await t.database.db
      .update(users)
      .set({ activated: false })
      .where(and(eq(users.account_type, 'EMPLOYEE'), ne(users.id, a.id)));
    const refused = await call('PUT', `/api/users/deactivate/${a.id}`, cAuth);
    // c was deactivated behind the server's back: the gate reads it within its second, or the rule holds.
    expect([401, 409]).toContain(refused.statusCode);
    const [row] = await t.database.db.select({ activated: users.activated }).from(users).where(eq(users.id, a.id));
    expect(row?.activated).toBe(true);
  });
});

describe('an erased user', () => {
  it('cannot refill the anonymised customer or start a project with the old token', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Gertrud Sletmigsen' });
    const student = await createStudent(t.database.db, { skills: ['logo'] });
    const auth = (await loginAs(t.app, customer)).headers;
    const erased = await call('DELETE', `/api/users/${customer.id}`, auth, { password: customer.password });
    expect(erased.statusCode, erased.body).toBe(200);

    const refill = await call('PUT', `/api/customers/${customer.accountId}`, auth, {
      first_name: 'Gertrud',
      last_name: 'Sletmigsen',
      phone_number: '12345678',
      address: 'Hjemmevej 1',
      postcode: '8000',
      city: 'Aarhus C',
    });
    expect(refill.statusCode).toBe(401);
    expect(refill.json()).toEqual(revoked);
    const [logo] = await t.database.db.select({ id: skills.id }).from(skills).where(eq(skills.key, 'logo'));
    const project = await call('POST', '/api/projects', auth, {
      name: 'Nyt logo',
      message: 'Kan du lave et logo?',
      skill_id: logo?.id,
      student_id: student.studentId,
      customer_id: customer.accountId,
    });
    expect(project.statusCode).toBe(401);
  });

  it('cannot rewrite a deleted student’s texts with the old token', async () => {
    const student = await createStudent(t.database.db, { skills: ['logo'] });
    const auth = (await loginAs(t.app, student)).headers;
    expect((await call('DELETE', `/api/users/${student.id}`, auth, { password: student.password })).statusCode).toBe(200);
    const rewrite = await call('PUT', `/api/students/${student.studentId}`, auth, { short: 'Stadig her' });
    expect(rewrite.statusCode).toBe(401);
  });
});

describe('a password change or reset', () => {
  it('ends the other devices’ tokens at once; the device that changed it refreshes into the new session', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const [here, there] = await Promise.all([loginAs(t.app, customer), loginAs(t.app, customer)]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      headers: here.headers,
      payload: { password: 'et-helt-nyt-kodeord-1', current_password: customer.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', `/api/users/${customer.id}`, there.headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${customer.id}`, here.headers)).statusCode).toBe(401);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { cookie: refreshCookieOf(changed.headers['set-cookie']) },
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}` };
    expect((await call('GET', `/api/users/${customer.id}`, fresh)).statusCode).toBe(200);
    const stolen = await t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie: there.cookie } });
    expect(stolen.statusCode).toBe(401);
  });

  it('ends every token when the password is reset by mail', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const before = await loginAs(t.app, customer);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset/request', payload: { email: customer.email } });
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    const token = decodeURIComponent(mail?.text.match(/password\/reset\?token=([^\s"<]+)/)?.[1] ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token, password: 'nulstillet-kodeord-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', `/api/users/${customer.id}`, before.headers)).json()).toEqual(revoked);
  });

  it('ends every token when a new e-mail address is confirmed', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const before = await loginAs(t.app, customer);
    const newEmail = `ny-${customer.id}@example.test`;
    const asked = await call('PUT', `/api/users/${customer.id}`, before.headers, {
      email: newEmail,
      current_password: customer.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Until the new address is confirmed nothing changes.
    expect((await call('GET', `/api/users/${customer.id}`, before.headers)).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, newEmail));
    const token = decodeURIComponent(/confirmation=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/users/confirmation/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('GET', `/api/users/${customer.id}`, before.headers)).json()).toEqual(revoked);
  });
});
