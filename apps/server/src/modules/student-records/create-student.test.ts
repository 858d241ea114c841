import { latestStudentBirthDate } from '@studiekraft/shared/schemas/create-student';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent, skillIdOf } from '../../../test/student-factories.ts';
import { auditLog, conversations, employees, levels, messages, outboxEmails, users } from '../../db/schema/index.ts';

let t: TestApp;
let eva: CreatedUser;
let asEva: LoggedIn;
let oliver: CreatedUser;
let formerEmployeeId: number;
let levelId: number;
let logoId: number;
let accountingId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  eva = await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  oliver = await createUser(db, { type: 'EMPLOYEE', name: 'Oliver Olsen' });
  const former = await createUser(db, { type: 'EMPLOYEE', name: 'Fie Fratrådt', activated: false });
  formerEmployeeId = former.accountId;
  asEva = await loginAs(t.app, eva);
  const [level] = await db.select({ id: levels.id }).from(levels).where(eq(levels.key, 'rising-star'));
  levelId = level?.id ?? 0;
  [logoId, accountingId] = await Promise.all([skillIdOf(db, 'logo'), skillIdOf(db, 'accounting')]);
});
afterAll(() => t.close());

let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: 'Mathilde Åberg',
    email: `mathilde${counter}@example.test`,
    phone_number: '12 34 56 78',
    date_of_birth: '2001-04-03',
    level_id: levelId,
    skills: [logoId, accountingId],
    skipEmailVerification: false,
    activateUser: true,
    employeeConversations: [],
    ...overrides,
  };
};
const post = (payload: Record<string, unknown>, headers: Record<string, string> = asEva.headers) =>
  t.app.inject({ method: 'POST', url: '/api/students', headers, payload });
const mailsTo = (email: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/students', () => {
  it('creates user, student and skills, answers 201 with the staff view and logs it', async () => {
    const payload = body({ password: 'hemmeligt-42', skipEmailVerification: true });
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'Mathilde Åberg',
      slug: 'mathilde-aaberg',
      phone_number: '12345678',
      date_of_birth: '2001-04-03',
      level: { id: levelId, key: 'rising-star' },
      user: { email: payload.email, activated: true },
      is_new: true,
    });
    expect(data.skills.map((skill: { id: number }) => skill.id).sort()).toEqual([logoId, accountingId].sort());
    const user = await userOf(payload.email);
    expect(user).toMatchObject({ account_type: 'STUDENT', activated: true });
    expect(user?.email_confirmed_at).not.toBeNull();
    // Confirmed at once with a password staff chose: no mail, and the student can log in straight away.
    expect(await mailsTo(payload.email)).toHaveLength(0);
    await loginAs(t.app, { email: payload.email, password: 'hemmeligt-42' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, data.id)));
    expect(entry).toMatchObject({ action: 'student.created', employee_user_id: eva.id });
    expect(entry?.after).toMatchObject({ name: 'Mathilde Åberg', password: 'set', email_confirmed: true });
    expect(JSON.stringify(entry?.after)).not.toContain('hemmeligt-42');
  });

  it('gives a second student of the same name a slug of their own', async () => {
    const response = await post(body());
    expect(response.statusCode).toBe(201);
    expect(response.json().data.slug).toBe('mathilde-aaberg-2');
  });

  it('gives two students of one name created at the same moment a slug each', async () => {
    const [first, second] = await Promise.all([post(body({ name: 'Samtidig Navn' })), post(body({ name: 'Samtidig Navn' }))]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().data.slug, second.json().data.slug].sort()).toEqual(['samtidig-navn', 'samtidig-navn-2']);
  });

  it('without a password mails a 7-day set-password link that works and confirms the address', async () => {
    const payload = body({ name: 'Bo Nypassword', activateUser: true });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const user = await userOf(payload.email);
    expect(user?.password_hash).toBeNull();
    expect(user?.email_confirmed_at).toBeNull();
    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Velkommen til Studiekraft');
    expect(mails[0]?.text).toContain('udløber efter 7 dage');
    const token = decodeURIComponent(mails[0]?.text.match(/password\/reset\?token=([^\s"<]+)/)?.[1] ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token, password: 'mit_kodeord1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await loginAs(t.app, { email: payload.email, password: 'mit_kodeord1' });
  });

  it('with skipEmailVerification but no password still mails the link, confirmed already', async () => {
    const payload = body({ skipEmailVerification: true, activateUser: false });
    expect((await post(payload)).statusCode).toBe(201);
    const user = await userOf(payload.email);
    expect(user).toMatchObject({ activated: false, password_hash: null });
    expect(user?.email_confirmed_at).not.toBeNull();
    const mails = await mailsTo(payload.email);
    expect(mails.map((mail) => mail.template)).toEqual(['student-invitation']);
    expect(mails[0]?.text).toContain('så snart vi har aktiveret din profil');
  });

  it('with a password and verification sends the ordinary confirmation mail', async () => {
    const payload = body({ password: 'hemmeligt-42' });
    expect((await post(payload)).statusCode).toBe(201);
    expect((await userOf(payload.email))?.email_confirmed_at).toBeNull();
    expect((await mailsTo(payload.email)).map((mail) => mail.template)).toEqual(['confirm-email']);
  });

  it('opens a conversation with a Danish welcome line from each chosen employee', async () => {
    const payload = body({ name: 'Karla Kontakt', employeeConversations: [oliver.accountId, eva.accountId] });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const user = await userOf(payload.email);
    const rows = await t.database.db
      .select({ sender: conversations.sender_user_id, project: conversations.project_id, content: messages.content })
      .from(conversations)
      .innerJoin(messages, eq(messages.conversation_id, conversations.id))
      .where(eq(conversations.addressee_user_id, user?.id ?? 0));
    expect(rows.map((row) => row.sender).sort()).toEqual([eva.id, oliver.id].sort());
    expect(rows.every((row) => row.project === null)).toBe(true);
    expect(rows.find((row) => row.sender === oliver.id)?.content).toMatch(
      /^Hej Karla, velkommen til Studiekraft! Jeg hedder Oliver Olsen/,
    );
  });

  it('refuses a student younger than 17 with validation.min_age and creates nothing', async () => {
    const latest = new Date(`${latestStudentBirthDate()}T12:00:00Z`);
    latest.setUTCDate(latest.getUTCDate() + 1);
    const payload = body({ date_of_birth: latest.toISOString().slice(0, 10) });
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ date_of_birth: ['validation.min_age'] });
    expect(await userOf(payload.email)).toBeUndefined();
    // Sixteen years old is too young as well; exactly 17 today is old enough.
    expect((await post(body({ date_of_birth: '2010-01-01' }))).statusCode).toBe(422);
    expect((await post(body({ date_of_birth: latestStudentBirthDate() }))).statusCode).toBe(201);
  });

  it('refuses a taken e-mail, in any case, with validation.unique', async () => {
    const existing = await createStudent(t.database.db);
    const response = await post(body({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['validation.unique'] });
  });

  it('names unknown levels, skills and inactive or unknown employees on their fields, and rolls back', async () => {
    const payload = body({ level_id: 999_999, skills: [logoId, 999_999], employeeConversations: [formerEmployeeId] });
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      level_id: ['validation.format'],
      skills: ['validation.format'],
      employeeConversations: ['validation.format'],
    });
    expect(await userOf(payload.email)).toBeUndefined();
    const [stillThere] = await t.database.db.select().from(employees).where(eq(employees.id, formerEmployeeId));
    expect(stillThere).toBeDefined();
  });

  it('requires name, e-mail, phone (8+), date of birth, level and at least one skill', async () => {
    const response = await post({ skills: [] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['date_of_birth', 'email', 'level_id', 'name', 'phone_number', 'skills'].sort(),
    );
    expect((await post(body({ phone_number: '1234567' }))).json().errors).toEqual({ phone_number: ['validation.min'] });
    expect((await post(body({ password: 'kort' }))).json().errors).toEqual({ password: ['validation.min'] });
  });

  it('is for employees only: students and customers 403, anonymous 401', async () => {
    const student = await loginAs(t.app, await createStudent(t.database.db));
    const customer = await loginAs(t.app, await createUser(t.database.db));
    const payload = body();
    expect((await post(payload, student.headers)).statusCode).toBe(403);
    expect((await post(payload, customer.headers)).statusCode).toBe(403);
    expect((await post(payload, {})).statusCode).toBe(401);
    expect(await userOf(payload.email)).toBeUndefined();
  });
});
