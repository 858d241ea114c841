import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import {
  auditLog,
  customers,
  invoices,
  messages,
  projectEvents,
  projectFiles,
  projects,
  ratings,
  references,
  refreshTokens,
  students,
  testimonials,
  users,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../plugins/storage.ts';

let t: TestApp;
let employee: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
});
afterAll(() => t.close());

const remove = (id: number, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers, ...(payload ? { payload } : {}) });

/** A customer with a finalized project (and so an invoice), a message, a file, a rating and a testimonial. */
async function customerWithHistory(status: 'project-finalized' | 'project-offer-accepted' = 'project-finalized') {
  const db = t.database.db;
  const customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Sletmig' });
  const student = await createStudent(db, { name: 'Sofie Bliver' });
  const conversation = await createConversation(db, customer, student, {
    project: { status },
    messages: [
      { from: customer, content: 'Min private besked' },
      { from: student, content: 'Svar fra den studerende' },
    ],
  });
  const projectId = conversation.projectId ?? 0;
  await db
    .update(customers)
    .set({ company_name: 'Sletmig ApS', vat_number: '12345678', notes: 'note' })
    .where(eq(customers.id, customer.accountId));
  const key = newStorageKey('files');
  await t.app.storage.put(key, Buffer.from('%PDF-1.4 x'));
  await db.insert(projectFiles).values({
    project_id: projectId,
    owner_user_id: customer.id,
    original_filename: 'a.pdf',
    storage_key: key,
    mime_type: 'application/pdf',
    size: 10,
  });
  await db.insert(ratings).values({
    student_id: student.studentId,
    customer_id: customer.accountId,
    project_id: projectId,
    title: 'Flot',
    score: 5,
    name: 'Karen Sletmig',
    position: 'Ejer',
    body: 'Godt',
  });
  await db
    .insert(testimonials)
    .values({ customer_id: customer.accountId, score: 5, title: 'Super', body: 'Anbefales', name: 'Karen' });
  const buyer = { name: 'Karen Sletmig', company_name: 'Sletmig ApS', address: 'Testvej 1' };
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `2026-${String(customer.id).padStart(4, '0')}`,
      year: 2026,
      sequence: customer.id,
      project_id: projectId,
      customer_id: customer.accountId,
      issued_at: new Date(),
      delivery_date: '2026-11-20',
      due_date: '2026-11-28',
      seller: { name: 'Studiekraft ApS' },
      buyer,
      lines: [],
      subtotal_ore: 100,
      vat_ore: 25,
      total_ore: 125,
      payment_reference: 'x',
    })
    .returning();
  return { customer, student, projectId, conversationId: conversation.id, key, invoiceId: invoice?.id ?? 0, buyer };
}

describe('DELETE /api/users/:id', () => {
  it('refuses a missing or wrong password with 422 on the password field, and changes nothing', async () => {
    const { customer } = await customerWithHistory();
    const as = await loginAs(t.app, customer);
    const missing = await remove(customer.id, as.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { current_password: ['validation.required'] } });
    const wrong = await remove(customer.id, as.headers, { password: 'forkert-kodeord-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['validation.current_password'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.email).toBe(customer.email);
  });

  it('refuses with 409 OPEN_PROJECTS while a project is open, for the customer and for the student', async () => {
    const { customer, student } = await customerWithHistory('project-offer-accepted');
    const refused = await remove(customer.id, (await loginAs(t.app, customer)).headers, { password: customer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'OPEN_PROJECTS' });
    const byStaff = await remove(student.id, (await loginAs(t.app, employee)).headers);
    expect(byStaff.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.accountId));
    expect(row?.first_name).toBe('Karen');
  });

  it("anonymises the customer's personal data, keeps projects and invoices, and ends the login", async () => {
    const db = t.database.db;
    const { customer, projectId, conversationId, key, invoiceId, buyer } = await customerWithHistory();
    const [earlier] = await db
      .insert(auditLog)
      .values({
        employee_user_id: employee.id,
        action: 'customer.updated',
        entity_type: 'customer',
        entity_id: customer.accountId,
        before: { notes: 'Karen Sletmig ringer om fredagen' },
        after: { notes: 'note' },
      })
      .returning();
    const [hidden] = await db
      .insert(auditLog)
      .values({
        employee_user_id: employee.id,
        action: 'message.hidden',
        entity_type: 'message',
        entity_id: 1,
        before: { conversation_id: conversationId, content: 'Karens skjulte tekst', sender_user_id: customer.id },
        after: { deleted: true },
      })
      .returning();
    const published = vi.spyOn(t.app.realtime, 'publish');
    const as = await loginAs(t.app, customer);
    const response = await remove(customer.id, as.headers, { password: customer.password });
    expect(response.statusCode).toBe(200);
    // Open conversations learn at once that her lines are deleted.
    expect(published).toHaveBeenCalledWith(
      conversationId,
      'MessageDeletedEvent',
      expect.objectContaining({ message: expect.objectContaining({ content: '' }) }),
    );
    published.mockRestore();
    const [hiddenAfter] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, hidden?.id ?? 0));
    expect(hiddenAfter?.before).toBeNull();
    // An earlier staff edit stays as an entry, without the values it held about her.
    const [scrubbed] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, earlier?.id ?? 0));
    expect(scrubbed).toMatchObject({ action: 'customer.updated', employee_user_id: employee.id, before: null, after: null });
    expect(response.json()).toEqual({ data: { id: customer.id, anonymised: true } });

    const [user] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({
      email: `slettet-${customer.id}@slettet.invalid`,
      password_hash: null,
      activated: false,
      avatar_path: null,
    });
    const [record] = await db.select().from(customers).where(eq(customers.id, customer.accountId));
    expect(record).toMatchObject({
      first_name: 'Slettet',
      last_name: 'bruger',
      phone_number: '',
      company_name: null,
      vat_number: null,
      address: null,
      notes: null,
    });
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.user_id, customer.id))).toEqual([]);
    // Their own words are emptied like a deleted message; the other party's stay.
    const lines = await db.select().from(messages).where(eq(messages.conversation_id, conversationId));
    expect(lines.map((m) => [m.content, m.deleted_at !== null])).toEqual([
      ['', true],
      ['Svar fra den studerende', false],
    ]);
    expect(await db.select().from(projectFiles).where(eq(projectFiles.owner_user_id, customer.id))).toEqual([]);
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await db.select().from(testimonials).where(eq(testimonials.customer_id, customer.accountId))).toEqual([]);
    // The rating (its score) stays for the student, without the writer's name or words (decision 020, issue 33).
    const [rating] = await db.select().from(ratings).where(eq(ratings.project_id, projectId));
    expect(rating).toMatchObject({ name: 'Slettet bruger', position: null, title: '', body: '', score: 5 });
    // Bookkeeping: the project and the invoice with its buyer snapshot are kept.
    expect(await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))).toHaveLength(1);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.buyer).toEqual(buyer);
    expect(invoice?.customer_id).toBe(customer.accountId);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie: as.cookie } });
    expect(refresh.statusCode).toBe(401);
    // The self-service deletion is not a staff action: no audit entry.
    expect(await db.select().from(auditLog).where(eq(auditLog.entity_id, customer.accountId))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ action: 'user.anonymised' })]),
    );
  });

  it("lets staff delete a student's personal data without a password, with an audit entry holding nothing personal", async () => {
    const db = t.database.db;
    const student = await createStudent(db, {
      name: 'Søren Slet',
      about: 'Om mig',
      short: 'Kort',
      notes: 'Staff note',
      references: [{ title: 'Ref', text: 'Tekst' }],
    });
    const response = await remove(student.id, (await loginAs(t.app, employee)).headers);
    expect(response.statusCode).toBe(200);
    const [row] = await db.select().from(students).where(eq(students.id, student.studentId));
    expect(row).toMatchObject({
      name: 'Slettet bruger',
      slug: `slettet-bruger-${student.studentId}`,
      about: null,
      short: null,
      notes: null,
      phone_number: null,
      is_private: true,
    });
    expect(await db.select().from(references).where(eq(references.student_id, student.studentId))).toEqual([]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entity_id, student.studentId));
    const entry = entries.find((e) => e.action === 'user.anonymised');
    expect(entry).toMatchObject({ entity_type: 'student', employee_user_id: employee.id, before: { user_id: student.id } });
    expect(JSON.stringify(entry)).not.toContain('Søren');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses other users (403), employees as targets (403), anonymous (401) and unknown ids (404)', async () => {
    const { customer } = await customerWithHistory();
    const other = await createUser(t.database.db, { type: 'CUSTOMER' });
    const asOther = await loginAs(t.app, other);
    const asStaff = await loginAs(t.app, employee);
    expect((await remove(customer.id, asOther.headers, { password: other.password })).statusCode).toBe(403);
    expect((await remove(customer.id, {}, { password: customer.password })).statusCode).toBe(401);
    expect((await remove(employee.id, asStaff.headers, { password: employee.password })).statusCode).toBe(403);
    expect((await remove(999999, asStaff.headers)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.activated).toBe(true);
  });
});

describe('what stays with the other party after an erasure (issue 33)', () => {
  it('keeps no word or name of the erased customer in system lines, the first message, events, audit entries or ratings', async () => {
    const db = t.database.db;
    const customer = await createUser(db, { type: 'CUSTOMER', name: 'Gertrud Sletmigsen' });
    const student = await createStudent(db, { name: 'Sofie Bliver' });
    const secret = 'CPR 010101-1234, Hjemmevej 1';
    const { id: conversationId, projectId } = await createConversation(db, customer, student, {
      project: { status: 'project-created' },
    });
    await db
      .update(projects)
      .set({ message: `Min adresse er ${secret}` })
      .where(eq(projects.id, projectId ?? 0));
    const asCustomer = await loginAs(t.app, customer);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/cancel`,
      headers: asCustomer.headers,
      payload: { message: `Jeg flytter. ${secret}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await db.insert(ratings).values({
      student_id: student.studentId,
      customer_id: customer.accountId,
      project_id: projectId ?? 0,
      title: `Tak fra Gertrud`,
      score: 4,
      name: 'Gertrud Sletmigsen',
      body: `Ring på ${secret}`,
    });
    await db.insert(auditLog).values({
      employee_user_id: employee.id,
      action: 'invoice.resent',
      entity_type: 'invoice',
      entity_id: 1,
      after: { to: customer.email },
    });
    expect((await remove(customer.id, asCustomer.headers, { password: customer.password })).statusCode).toBe(200);

    // What the student still sees: the conversation and the project.
    const asStudent = await loginAs(t.app, student);
    const seen = await t.app.inject({ url: `/api/conversations/${conversationId}/messages`, headers: asStudent.headers });
    const project = await t.app.inject({ url: `/api/projects/${projectId}`, headers: asStudent.headers });
    const everything = `${seen.body} ${project.body}`;
    expect(everything).not.toContain('010101-1234');
    expect(everything).not.toContain('Gertrud');
    expect(seen.body).toContain('Slettet bruger har annulleret projektet.');

    const [event] = await db.select().from(projectEvents).where(eq(projectEvents.user_id, customer.id));
    expect(event?.type).toBeDefined();
    expect(JSON.stringify(event?.data ?? {})).not.toContain('010101');
    const [rating] = await db.select().from(ratings).where(eq(ratings.customer_id, customer.accountId));
    expect({ title: rating?.title, body: rating?.body, score: rating?.score }).toEqual({ title: '', body: '', score: 4 });
    const resent = await db.select().from(auditLog).where(eq(auditLog.action, 'invoice.resent'));
    expect(JSON.stringify(resent)).not.toContain(customer.email);
  });
});
