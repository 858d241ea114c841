import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { customers, invoices, projectFiles, ratings, testimonials } from '../../db/schema/index.ts';
import { newStorageKey } from '../../plugins/storage.ts';

let t: TestApp;
let customer: CreatedUser;
let otherCustomer: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
let asCustomer: LoggedIn;
let asOther: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;
let projectId: number;
const fileBytes = Buffer.from('%PDF-1.4 brief til Bageriet Ærø\n');

/** The ZIP written to disk and read with Info-ZIP's unzip: names with `-Z1`, one member with `-p`. */
function readZip(body: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'data.zip');
  writeFileSync(file, body);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  const raw = (name: string) => execFileSync('unzip', ['-p', file, name]);
  const json = (name: string) => JSON.parse(raw(name).toString('utf8'));
  return { names, raw, json };
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Hemmelig' });
  otherCustomer = await createUser(db, { type: 'CUSTOMER', name: 'Olga Anden' });
  student = await createStudent(db, {
    name: 'Sofie Studerende',
    notes: 'Staff: pålidelig',
    references: [{ title: 'Logo', text: 'Et logo.' }],
  });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  const conversation = await createConversation(db, customer, student, {
    project: { status: 'project-finalized', name: 'Logo til bageriet' },
    messages: [
      { from: customer, content: 'Hej Sofie, kan du lave et logo?' },
      { from: student, content: 'Ja, det kan jeg godt.' },
    ],
  });
  projectId = conversation.projectId ?? 0;
  // Another customer's project with the same student: none of it may reach the first customer's export.
  await createConversation(db, otherCustomer, student, {
    project: { status: 'project-created', name: 'Olgas hemmelige projekt' },
    messages: [{ from: otherCustomer, content: 'Olgas private besked' }],
  });
  await db.update(customers).set({ notes: 'Betaler altid sent' }).where(eq(customers.id, customer.accountId));
  const key = newStorageKey('files');
  await t.app.storage.put(key, fileBytes);
  await db.insert(projectFiles).values({
    project_id: projectId,
    owner_user_id: customer.id,
    original_filename: 'brief/../Ærø.pdf',
    storage_key: key,
    mime_type: 'application/pdf',
    size: fileBytes.length,
  });
  await db.insert(ratings).values({
    student_id: student.studentId,
    customer_id: customer.accountId,
    project_id: projectId,
    title: 'Flot',
    score: 5,
    name: 'Karen Hemmelig',
    body: 'Godt arbejde',
  });
  await db
    .insert(testimonials)
    .values({ customer_id: customer.accountId, score: 5, title: 'Super', body: 'Anbefales', name: 'Karen' });
  await db.insert(invoices).values({
    number: '2026-0001',
    year: 2026,
    sequence: 1,
    project_id: projectId,
    customer_id: customer.accountId,
    issued_at: new Date('2026-11-20T10:00:00Z'),
    delivery_date: '2026-11-20',
    due_date: '2026-11-28',
    seller: { name: 'Studiekraft ApS' },
    buyer: { name: 'Karen Hemmelig' },
    lines: [{ description: 'Logo', quantity: '1.00', unit: 'piece', unit_price_ore: 100000, amount_ore: 100000 }],
    subtotal_ore: 100000,
    vat_ore: 25000,
    total_ore: 125000,
    payment_reference: '20260001',
  });
  [asCustomer, asOther, asStudent, asEmployee] = await Promise.all([
    loginAs(t.app, customer),
    loginAs(t.app, otherCustomer),
    loginAs(t.app, student),
    loginAs(t.app, employee),
  ]);
});
afterAll(() => t.close());

describe('GET /api/users/:id/export', () => {
  it("gives the customer a dated ZIP of their own data and their uploaded file, and nobody else's", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/export`, headers: asCustomer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="studiekraft-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = readZip(response.rawPayload);
    expect(zip.names).toEqual(
      expect.arrayContaining([
        'account.json',
        'profile.json',
        'projects.json',
        'messages.json',
        'files.json',
        'invoices.json',
        'payouts.json',
        'ratings-written.json',
        'ratings-received.json',
        'references.json',
        'testimonials.json',
      ]),
    );
    const account = zip.json('account.json');
    expect(account).toMatchObject({ id: customer.id, email: customer.email, account_type: 'CUSTOMER', has_password: true });
    expect(JSON.stringify(account)).not.toMatch(/hash|\$argon/);
    // Staff notes about them are theirs to see (decision 027).
    expect(zip.json('profile.json').customer).toMatchObject({ first_name: 'Karen', notes: 'Betaler altid sent' });
    expect(zip.json('projects.json')).toEqual([expect.objectContaining({ id: projectId, name: 'Logo til bageriet' })]);
    const conversations = zip.json('messages.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0].with).toBe('Sofie Studerende');
    expect(conversations[0].messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['you', 'Hej Sofie, kan du lave et logo?'],
      ['other', 'Ja, det kan jeg godt.'],
    ]);
    const files = zip.json('files.json');
    expect(files).toEqual([expect.objectContaining({ original_filename: 'brief/../Ærø.pdf' })]);
    // The stored name cannot climb out of files/, and the bytes are the uploaded ones.
    expect(files[0].in_export).toMatch(/^files\/projekter\/\d+\/\d+-brief_\.\._Ærø\.pdf$/);
    expect(zip.raw(files[0].in_export).equals(fileBytes)).toBe(true);
    expect(zip.json('invoices.json')).toEqual([
      expect.objectContaining({ number: '2026-0001', total_ore: 125000, reminders: [] }),
    ]);
    expect(zip.json('ratings-written.json')).toEqual([
      expect.objectContaining({ title: 'Flot', student_name: 'Sofie Studerende' }),
    ]);
    expect(zip.json('testimonials.json')).toEqual([expect.objectContaining({ title: 'Super' })]);
    expect(zip.json('payouts.json')).toEqual([]);
    const everything = zip.names.map((name) => zip.raw(name).toString('utf8')).join('\n');
    expect(everything).not.toContain('Olga');
    expect(everything).not.toContain(otherCustomer.email);
  });

  it('gives the student their profile, references, ratings received and both conversations, without testimonials.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${student.id}/export`, headers: asStudent.headers });
    expect(response.statusCode).toBe(200);
    const zip = readZip(response.rawPayload);
    expect(zip.names).not.toContain('testimonials.json');
    expect(zip.json('profile.json')).toMatchObject({
      type: 'STUDENT',
      student: { name: 'Sofie Studerende', notes: 'Staff: pålidelig' },
    });
    expect(zip.json('references.json')).toEqual([expect.objectContaining({ title: 'Logo' })]);
    expect(zip.json('ratings-received.json')).toEqual([expect.objectContaining({ title: 'Flot' })]);
    expect(zip.json('messages.json')).toHaveLength(2);
    expect(zip.json('invoices.json')).toEqual([]);
    // The customer's file in their shared project is the customer's, not the student's.
    expect(zip.json('files.json')).toEqual([]);
  });

  it('lets an employee export anyone and refuses everyone else', async () => {
    const byStaff = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/export`, headers: asEmployee.headers });
    expect(byStaff.statusCode).toBe(200);
    expect(readZip(byStaff.rawPayload).json('account.json').id).toBe(customer.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/export` })).statusCode).toBe(401);
    for (const headers of [asOther.headers, asStudent.headers]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/export`, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/999999/export', headers: asEmployee.headers })).statusCode).toBe(
      404,
    );
  });

  it('names a stored file that has gone missing instead of failing the export', async () => {
    const key = newStorageKey('files');
    await t.database.db.insert(projectFiles).values({
      project_id: projectId,
      owner_user_id: customer.id,
      original_filename: 'væk.pdf',
      storage_key: key,
      mime_type: 'application/pdf',
      size: 10,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/export`, headers: asCustomer.headers });
    expect(response.statusCode).toBe(200);
    const zip = readZip(response.rawPayload);
    expect(zip.json('mangler.json')).toEqual([expect.stringMatching(/væk\.pdf$/)]);
  });
});
