import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import {
  auditLog,
  conversations,
  customers,
  invoices,
  messages,
  payouts,
  projectFiles,
  projects,
  students,
  users,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { retentionCutoff } from './bookkeeping-retention-job.ts';

let t: TestApp;
let employee: CreatedUser;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function anonymise(userId: number) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}`,
    headers: (await loginAs(t.app, employee)).headers,
  });
  expect(response.statusCode).toBe(200);
}

async function invoice(
  customerId: number,
  projectId: number | null,
  year: number,
  extra: Partial<typeof invoices.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: `R${year}-${sequence}`,
      year,
      // Far from the sequences other test files and the app hand out in this database.
      sequence: 90_000 + sequence,
      project_id: projectId,
      customer_id: customerId,
      issued_at: new Date(`${year}-06-15T10:00:00Z`),
      delivery_date: `${year}-06-15`,
      due_date: `${year}-06-23`,
      seller: { name: 'Studiekraft ApS' },
      buyer: { name: 'Karen Gammel', address: 'Gammelvej 1' },
      lines: [],
      subtotal_ore: 100_000,
      vat_ore: 25_000,
      total_ore: 125_000,
      payment_reference: 'x',
      ...extra,
    })
    .returning({ id: invoices.id });
  return row?.id ?? 0;
}

/** A project finalized in June 2020 between a new customer and a new student, with a message and a file. */
async function oldProject() {
  const db = t.database.db;
  const customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Gammel' });
  const student = await createStudent(db, { name: 'Sofie Gammel' });
  const conversation = await createConversation(db, customer, student, {
    project: { status: 'project-finalized' },
    messages: [{ from: student, content: 'Tak for sidst' }],
  });
  const projectId = conversation.projectId ?? 0;
  await db
    .update(projects)
    .set({ finalized_at: new Date('2020-06-15T10:00:00Z') })
    .where(eq(projects.id, projectId));
  const key = newStorageKey('files');
  await t.app.storage.put(key, Buffer.from('%PDF-1.4 x'));
  await db.insert(projectFiles).values({
    project_id: projectId,
    owner_user_id: student.id,
    original_filename: 'levering.pdf',
    storage_key: key,
    mime_type: 'application/pdf',
    size: 10,
  });
  return { customer, student, projectId, conversationId: conversation.id, key };
}

const rowsOf = async (table: typeof projects | typeof invoices | typeof payouts, ids: number[]) =>
  (await t.database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);

describe('retentionCutoff', () => {
  it('keeps the last five financial years, turning over at midnight in Danish time', () => {
    expect(retentionCutoff(at('2026-11-25T12:00:00Z'))).toEqual({ keepFromYear: 2021, boundary: '2021-01-01' });
    // 23:30 on 31 December in Copenhagen: still 2025.
    expect(retentionCutoff(at('2025-12-31T22:30:00Z')).keepFromYear).toBe(2020);
    // 00:30 on 1 January in Copenhagen, while UTC is still in the old year.
    expect(retentionCutoff(at('2025-12-31T23:30:00Z')).keepFromYear).toBe(2021);
  });
});

describe('the bookkeeping retention job', () => {
  it("purges a deleted customer's invoices, credit notes, project, messages and files once their years are over, then the account", async () => {
    const db = t.database.db;
    const { customer, student, projectId, conversationId, key } = await oldProject();
    const invoiceId = await invoice(customer.accountId, projectId, 2020, { status: 'credited' });
    // Credited in the next year: the pair may only go once 2021 is over too.
    const creditNoteId = await invoice(customer.accountId, projectId, 2021, {
      kind: 'credit_note',
      credited_invoice_id: invoiceId,
    });
    await anonymise(customer.id);

    await t.app.bookkeepingRetention.runOnce(at('2026-11-25T12:00:00Z'));
    expect(await rowsOf(invoices, [invoiceId, creditNoteId])).toEqual([invoiceId, creditNoteId].sort((a, b) => a - b));
    expect(await rowsOf(projects, [projectId])).toEqual([projectId]);

    await t.app.bookkeepingRetention.runOnce(at('2027-01-02T12:00:00Z'));
    expect(await rowsOf(invoices, [invoiceId, creditNoteId])).toEqual([]);
    expect(await rowsOf(projects, [projectId])).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversation_id, conversationId))).toEqual([]);
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.id, customer.accountId))).toEqual([]);
    // The student keeps their account; only the project with the deleted customer went.
    const [kept] = await db.select({ id: students.id }).from(students).where(eq(students.id, student.studentId));
    expect(kept?.id).toBe(student.studentId);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, customer.accountId))
      .then((rows) => rows.filter((row) => row.action === 'user.purged' && row.entity_type === 'customer'));
    expect(entry).toMatchObject({
      employee_user_id: null,
      before: { invoices: 2, projects: 1, kept_from_year: 2022 },
      after: { account_deleted: true },
    });
  });

  it('keeps everything of a customer who still has an account, however old', async () => {
    const { customer, projectId, key } = await oldProject();
    const invoiceId = await invoice(customer.accountId, projectId, 2020);
    await t.app.bookkeepingRetention.runOnce(at('2035-01-02T12:00:00Z'));
    expect(await rowsOf(invoices, [invoiceId])).toEqual([invoiceId]);
    expect(await rowsOf(projects, [projectId])).toEqual([projectId]);
    expect(await t.app.storage.exists(key)).toBe(true);
  });

  it("purges a deleted student's old payout lines but keeps the project while the customer's invoice needs it", async () => {
    const db = t.database.db;
    const { customer, student, projectId } = await oldProject();
    const invoiceId = await invoice(customer.accountId, projectId, 2020, { status: 'paid' });
    const [payout] = await db
      .insert(payouts)
      .values({
        project_id: projectId,
        student_id: student.studentId,
        invoice_id: invoiceId,
        month: '2020-06-01',
        share_percent: '70.00',
        pay_ore: 70_000,
        holiday_pay_ore: 8_750,
        status: 'paid',
      })
      .returning({ id: payouts.id });
    await anonymise(student.id);

    await t.app.bookkeepingRetention.runOnce(at('2026-11-25T12:00:00Z'));
    expect(await rowsOf(payouts, [payout?.id ?? 0])).toEqual([]);
    expect(await rowsOf(invoices, [invoiceId])).toEqual([invoiceId]);
    expect(await rowsOf(projects, [projectId])).toEqual([projectId]);
    const [kept] = await db.select({ id: students.id }).from(students).where(eq(students.id, student.studentId));
    expect(kept?.id).toBe(student.studentId);
  });

  it('leaves a deleted account alone while its bookkeeping years run, and deletes one with nothing kept at once', async () => {
    const db = t.database.db;
    const recent = await oldProject();
    await db
      .update(projects)
      .set({ finalized_at: new Date('2026-03-01T10:00:00Z') })
      .where(eq(projects.id, recent.projectId));
    const recentInvoice = await invoice(recent.customer.accountId, recent.projectId, 2026);
    await anonymise(recent.customer.id);
    const empty = await createUser(db, { type: 'CUSTOMER', name: 'Uden Historik' });
    await anonymise(empty.id);

    await t.app.bookkeepingRetention.runOnce(at('2026-11-25T12:00:00Z'));
    expect(await rowsOf(invoices, [recentInvoice])).toEqual([recentInvoice]);
    expect(await rowsOf(projects, [recent.projectId])).toEqual([recent.projectId]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, recent.customer.id))).toHaveLength(1);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, empty.id))).toEqual([]);
  });
});
