import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent, skillIdOf } from '../../../test/student-factories.ts';
import {
  conversations,
  customers,
  messages,
  outboxEmails,
  projectEvents,
  projects,
  skills,
  userTokens,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
let customer: CreatedUser;
let otherCustomer: CreatedUser;
let studentUser: CreatedUser;
let employee: CreatedUser;
let anna: CreatedStudent;
let bo: CreatedStudent;
let asCustomer: LoggedIn;
let asOtherCustomer: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;
let logo: number;
let accounting: number;
let seo: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  await db
    .update(customers)
    .set({ company_name: 'Kundes Kaffe ApS', vat_number: '12345678' })
    .where(eq(customers.id, customer.accountId));
  otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  studentUser = await createUser(db, { type: 'STUDENT' });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  anna = await createStudent(db, { name: 'Anna Alfa', level: 'mastermind', skills: ['logo', 'accounting'] });
  bo = await createStudent(db, { name: 'Bo Bravo', level: 'rough-diamond', skills: ['accounting'] });
  [logo, accounting, seo] = await Promise.all([skillIdOf(db, 'logo'), skillIdOf(db, 'accounting'), skillIdOf(db, 'seo')]);
  [asCustomer, asOtherCustomer, asStudent, asEmployee] = await Promise.all([
    loginAs(t.app, customer),
    loginAs(t.app, otherCustomer),
    loginAs(t.app, studentUser),
    loginAs(t.app, employee),
  ]);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nyt logo til caféen',
  message: 'Hej Anna\nKan du tegne et logo til vores café?',
  skill_id: logo,
  student_id: anna.studentId,
  customer_id: customer.accountId,
  ...overrides,
});
const create = (payload: unknown, headers: Record<string, string> = asCustomer.headers) =>
  t.app.inject({ method: 'POST', url: '/api/projects', payload: payload as object, headers });
const projectCount = async () => (await t.database.db.select({ n: count() }).from(projects))[0]?.n ?? 0;

/** A project token as quick registration issues it, for an existing customer's user. */
async function tokenFor(userId: number, expiresAt = new Date(Date.now() + 60 * 60_000)) {
  const token = `test-token-${userId}-${Math.random().toString(36).slice(2)}`;
  await t.database.db
    .insert(userTokens)
    .values({ user_id: userId, purpose: 'project', token_hash: hashToken(token), expires_at: expiresAt });
  return token;
}

describe('POST /api/projects', () => {
  it('creates project, conversation, first message, event and the mail to the student in one go', async () => {
    const response = await create(body());
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Nyt logo til caféen',
      message: 'Hej Anna\nKan du tegne et logo til vores café?',
      status: 'project-created',
      // logo is a fixed-price skill; Anna is a mastermind: 900 kr. (the catalogue's paygrade)
      price_type: 'unit',
      starting_price: 900,
      skill_id: logo,
      student_id: anna.studentId,
      customer_id: customer.accountId,
    });
    const db = t.database.db;
    const [project] = await db.select().from(projects).where(eq(projects.id, data.id));
    expect(project).toMatchObject({ status: 'project-created', price_type: 'unit', starting_price: 900, notes: null });

    const [conversation] = await db.select().from(conversations).where(eq(conversations.project_id, data.id));
    expect(conversation).toMatchObject({ id: data.conversation_id, sender_user_id: customer.id, addressee_user_id: anna.id });
    const thread = await db.select().from(messages).where(eq(messages.conversation_id, data.conversation_id));
    expect(thread).toEqual([
      expect.objectContaining({ sender_user_id: customer.id, content: data.message, content_type: 'text', read_at: null }),
    ]);
    const events = await db.select().from(projectEvents).where(eq(projectEvents.project_id, data.id));
    expect(events).toEqual([expect.objectContaining({ type: 'project-created', user_id: customer.id })]);

    const mails = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, anna.email), eq(outboxEmails.template, 'project-created')));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Ny henvendelse: Nyt logo til caféen');
    expect(mail?.text).toContain('Hej Anna Alfa');
    expect(mail?.text).toContain(
      'Karen Kunde fra Kundes Kaffe ApS vil gerne have din hjælp til projektet "Nyt logo til caféen" inden for Logo.',
    );
    expect(mail?.text).toContain('> Kan du tegne et logo til vores café?');
    expect(mail?.text).toContain(`http://studiekraft.test/conversations/${data.conversation_id}`);
    expect(mail?.html).toContain(`href="http://studiekraft.test/conversations/${data.conversation_id}"`);
  });

  it("prices an hourly skill at the student's level", async () => {
    const response = await create(body({ student_id: bo.studentId, skill_id: accounting }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ price_type: 'hourly', starting_price: 190 });
  });

  it('refuses students and employees (403) and anonymous callers without a token (401)', async () => {
    const before = await projectCount();
    expect((await create(body(), asStudent.headers)).statusCode).toBe(403);
    expect((await create(body(), asEmployee.headers)).statusCode).toBe(403);
    const anonymous = await create(body(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'UNAUTHENTICATED' });
    // Even with a token, a logged-in student stays a student.
    expect((await create(body(), { ...asStudent.headers, 'x-project-token': await tokenFor(customer.id) })).statusCode).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it("refuses a customer creating for another customer's id (403)", async () => {
    const response = await create(body(), asOtherCustomer.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'FORBIDDEN' });
  });

  it('refuses hidden and unknown students with 422 on student_id', async () => {
    const db = t.database.db;
    const hidden = [
      await createStudent(db, { isPrivate: true, skills: ['logo'] }),
      await createStudent(db, { activated: false, skills: ['logo'] }),
      await createStudent(db, { confirmed: false, skills: ['logo'] }),
    ];
    const before = await projectCount();
    for (const studentId of [...hidden.map((s) => s.studentId), 999_999]) {
      const response = await create(body({ student_id: studentId }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { student_id: ['validation.format'] } });
    }
    expect(await projectCount()).toBe(before);
  });

  it('refuses a skill the student does not offer, or one that is disabled, with 422 on skill_id', async () => {
    const response = await create(body({ skill_id: seo }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { skill_id: ['validation.format'] } });
    const db = t.database.db;
    const offered = await createStudent(db, { skills: ['seo'] });
    await db.update(skills).set({ enabled: false }).where(eq(skills.id, seo));
    try {
      const disabled = await create(body({ student_id: offered.studentId, skill_id: seo }));
      expect(disabled.json().errors).toEqual({ skill_id: ['validation.format'] });
    } finally {
      await db.update(skills).set({ enabled: true }).where(eq(skills.id, seo));
    }
  });

  it('answers 422 with field codes for missing and malformed fields', async () => {
    const missing = await create({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: {
        name: ['validation.required'],
        message: ['validation.required'],
        skill_id: ['validation.required'],
        student_id: ['validation.required'],
        customer_id: ['validation.required'],
      },
    });
    const malformed = await create(
      body({ name: '  ', skill_id: 'abc', student_id: -3, customer_id: 1.5, message: 'x'.repeat(5001) }),
    );
    expect(malformed.json().errors).toEqual({
      name: ['validation.required'],
      message: ['validation.max'],
      skill_id: ['validation.type'],
      student_id: ['validation.type'],
      customer_id: ['validation.type'],
    });
    expect((await create(body({ skill_id: String(logo), student_id: ` ${anna.studentId}` }))).statusCode).toBe(201);
  });

  it('never answers 500 to a malformed body', async () => {
    for (const payload of [[], 'x', { ...body(), skill_id: 99_999_999_999 }, { ...body(), name: ['a'] }]) {
      const response = await create(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /api/projects with X-Project-Token', () => {
  it('creates a project once; the same token again is 401', async () => {
    const token = await tokenFor(customer.id);
    const first = await create(body(), { 'x-project-token': token });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.customer_id).toBe(customer.accountId);
    const again = await create(body(), { 'x-project-token': token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'UNAUTHENTICATED' });
  });

  it("refuses a token for another customer's id (403) and keeps the token usable for its own customer", async () => {
    const token = await tokenFor(otherCustomer.id);
    const wrong = await create(body(), { 'x-project-token': token });
    expect(wrong.statusCode).toBe(403);
    const right = await create(body({ customer_id: otherCustomer.accountId }), { 'x-project-token': token });
    expect(right.statusCode).toBe(201);
  });

  it('keeps the token when the project is refused, so the customer can correct and resend', async () => {
    const token = await tokenFor(customer.id);
    expect((await create(body({ skill_id: seo }), { 'x-project-token': token })).statusCode).toBe(422);
    expect((await create(body(), { 'x-project-token': token })).statusCode).toBe(201);
  });

  it('answers 401 for unknown, expired and oversized tokens', async () => {
    const expired = await tokenFor(customer.id, new Date(Date.now() - 1000));
    for (const token of ['unknown-token', expired, 'x'.repeat(500)]) {
      const response = await create(body(), { 'x-project-token': token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'UNAUTHENTICATED' });
    }
  });

  it('does not accept another purpose of token (a reset token) as a project token', async () => {
    const token = 'a-reset-token-value';
    await t.database.db.insert(userTokens).values({
      user_id: customer.id,
      purpose: 'reset',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60_000),
    });
    expect((await create(body(), { 'x-project-token': token })).statusCode).toBe(401);
  });
});
