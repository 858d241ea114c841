import type { DeletedProject, Project } from '@studiekraft/shared/schemas/projects';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createAcceptedProject, finalizeProject } from '../../../test/invoice-factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import {
  auditLog,
  conversations,
  invoices,
  messages,
  outboxEmails,
  payouts,
  projectFiles,
  projects,
  skills,
} from '../../db/schema/index.ts';

// Issue 36: staff correct a project's name, skill and accepted price, and delete a project without an invoice.

let t: TestApp;
let employee: CreatedUser;
let staff: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Erik Ansat' });
  staff = (await loginAs(t.app, employee)).headers;
});

afterAll(() => t.close());

const edit = (id: number, payload: unknown, headers = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: payload as object, headers });
const remove = (id: number, headers = staff) => t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers });

const row = async (id: number) => (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];
const systemLines = async (conversationId: number) =>
  (
    await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversation_id, conversationId), eq(messages.content_type, 'system')))
      .orderBy(asc(messages.id))
  ).map((m) => m.content);
const auditOf = (id: number) =>
  t.database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, by: auditLog.employee_user_id })
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'project'), eq(auditLog.entity_id, id)));
const skillId = async (key: string) => {
  const [skill] = await t.database.db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.key, key));
  if (!skill) throw new Error(`no skill ${key}`);
  return skill;
};

describe('PUT /projects/:id (staff corrections)', () => {
  it('corrects name, skill and accepted price at once, says so in the conversation and audits it', async () => {
    const p = await createAcceptedProject(t.app, { type: 'hourly', price: 300, hours: 5 }, { name: 'Logo til bagerit' });
    const before = await row(p.projectId);
    const seo = await skillId('seo');
    const [old] = await t.database.db
      .select({ name: skills.name })
      .from(skills)
      .where(eq(skills.id, before?.skill_id ?? 0));
    const response = await edit(p.projectId, {
      name: 'Logo til bageriet',
      skill_id: seo.id,
      price: { price_type: 'hourly', price: '325,50', hours: 4 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Project }>().data).toMatchObject({
      name: 'Logo til bageriet',
      skill_id: seo.id,
      price_type: 'hourly',
      accepted_price: 325.5,
      offered_hours: 4,
      status: 'project-offer-accepted',
    });
    const after = await row(p.projectId);
    expect(after).toMatchObject({ name: 'Logo til bageriet', skill_id: seo.id, accepted_price: 325.5, offered_price: 325.5 });
    // A correction is not the parties' activity: the staff close rule and 'Afsluttet' read updated_at.
    expect(after?.updated_at.getTime()).toBe(before?.updated_at.getTime());
    expect(await systemLines(p.conversationId)).toEqual([
      `Studiekraft har rettet navnet fra »Logo til bagerit« til »Logo til bageriet«, kompetencen fra ${old?.name} til ${seo.name} og den aftalte pris fra 300 kr. pr. time, 5 timer (i alt 1.500 kr.) til 325,5 kr. pr. time, 4 timer (i alt 1.302 kr.).`,
    ]);
    expect(await auditOf(p.projectId)).toEqual([
      {
        action: 'project.edited',
        by: employee.id,
        before: { name: 'Logo til bagerit', skill_id: before?.skill_id, price: '300 kr. pr. time, 5 timer (i alt 1.500 kr.)' },
        after: { name: 'Logo til bageriet', skill_id: seo.id, price: '325,5 kr. pr. time, 4 timer (i alt 1.302 kr.)' },
      },
    ]);
  });

  it('switches a fixed price to hourly and back, and writes nothing when nothing changes', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 2000, hours: null });
    expect((await edit(p.projectId, { price: { price_type: 'hourly', price: 400, hours: 5 } })).statusCode).toBe(200);
    expect(await row(p.projectId)).toMatchObject({ price_type: 'hourly', accepted_price: 400, offered_hours: 5 });
    expect((await edit(p.projectId, { price: { price_type: 'unit', price: 2000, hours: 9 } })).statusCode).toBe(200);
    expect(await row(p.projectId)).toMatchObject({ price_type: 'unit', accepted_price: 2000, offered_hours: null });
    const lines = await systemLines(p.conversationId);
    const audits = await auditOf(p.projectId);
    expect(lines).toHaveLength(2);
    const same = await edit(p.projectId, { name: 'Logo til bageriet', price: { price_type: 'unit', price: 2000 } });
    expect(same.statusCode).toBe(200);
    expect(await systemLines(p.conversationId)).toEqual(lines);
    expect(await auditOf(p.projectId)).toHaveLength(audits.length);
  });

  it('keeps the price of an offer not yet accepted; the invoice of a finalized project keeps its name', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const student = await createStudent(t.database.db);
    const open = await createConversation(t.database.db, customer, student, { project: { status: 'project-offer-posted' } });
    expect((await edit(open.projectId ?? 0, { price: { price_type: 'unit', price: 1000 } })).json()).toEqual({
      message: 'INVALID_TRANSITION',
    });

    const p = await createAcceptedProject(t.app, { type: 'unit', price: 1500, hours: null }, { name: 'Flyer' });
    const invoice = await finalizeProject(t.app, p);
    expect((await edit(p.projectId, { name: 'Flyer til sommerfesten' })).statusCode).toBe(200);
    // The invoice is a document: its line keeps the name it was issued with.
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept?.lines).toEqual(invoice.lines);
    expect(kept?.status).toBe('open');
  });

  it('corrects an invoiced price by a credit note and a new invoice, and moves the student’s pay with it', async () => {
    const p = await createAcceptedProject(t.app, { type: 'hourly', price: 300, hours: 5 }, { name: 'Bogføring' });
    const first = await finalizeProject(t.app, p, 4);
    expect(first.subtotal_ore).toBe(120_000);

    const response = await edit(p.projectId, { price: { price_type: 'hourly', price: 250, hours: 4 } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Project }>().data).toMatchObject({ accepted_price: 250, hours_used: 4, final_price: 1000 });

    const documents = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.project_id, p.projectId))
      .orderBy(asc(invoices.id));
    expect(documents.map((d) => [d.kind, d.status, d.subtotal_ore])).toEqual([
      ['invoice', 'credited', 120_000],
      ['credit_note', 'credited', -120_000],
      ['invoice', 'open', 100_000],
    ]);
    const [, note, next] = documents;
    // The old invoice is untouched but for its status: same lines, same amounts.
    expect(documents[0]?.lines).toEqual(first.lines);
    const earnings = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.project_id, p.projectId), eq(payouts.kind, 'earning')))
      .orderBy(asc(payouts.id));
    expect(earnings.map((line) => [line.invoice_id, line.status])).toEqual([
      [first.id, 'cancelled'],
      [next?.id, 'pending'],
    ]);
    expect(earnings[1]?.pay_ore).toBeLessThan(earnings[0]?.pay_ore ?? 0);
    expect(await systemLines(p.conversationId)).toContain(
      `Studiekraft har rettet den aftalte pris fra 300 kr. pr. time, 4 timer (i alt 1.200 kr.) til 250 kr. pr. time, 4 timer (i alt 1.000 kr.). Faktura ${first.number} er krediteret med kreditnota ${note?.number}, og faktura ${next?.number} er sendt i stedet.`,
    );
    const mails = await t.database.db
      .select({ template: outboxEmails.template })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, p.customer.email));
    expect(mails.filter((m) => m.template === 'invoice-issued')).toHaveLength(3);
    const [audit] = (await auditOf(p.projectId)).filter((entry) => entry.action === 'project.edited');
    expect(audit?.after).toMatchObject({ credit_note: note?.number, invoice: next?.number });

    // The same price again changes nothing and bills nothing.
    expect((await edit(p.projectId, { price: { price_type: 'hourly', price: 250, hours: 4 } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.project_id, p.projectId))).toHaveLength(3);
  });

  it('validates the correction and answers 404 for no project', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 900, hours: null });
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: ['validation.required'] }],
      [{ name: '  ' }, { name: ['validation.required'] }],
      [{ price: { price_type: 'hourly', price: 300 } }, { 'price.hours': ['validation.required'] }],
      [{ price: { price_type: 'weekly', price: 300 } }, { 'price.price_type': ['validation.format'] }],
      [{ price: { price_type: 'unit', price: -1 } }, { 'price.price': ['validation.min'] }],
      [{ skill_id: 2_000_000 }, { skill_id: ['validation.type'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await edit(p.projectId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors });
    }
    expect((await edit(999_999, { name: 'X' })).statusCode).toBe(404);
    expect((await auditOf(p.projectId)).length).toBe(0);
  });
});

describe('DELETE /projects/:id (staff)', () => {
  it('deletes a spam project with its conversation, messages and files, and audits what went', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const student = await createStudent(t.database.db);
    const spam = await createConversation(t.database.db, customer, student, {
      project: { name: 'Køb billige ure' },
      messages: [
        { from: customer, content: 'Køb nu' },
        { from: customer, content: 'Køb igen' },
      ],
    });
    const projectId = spam.projectId ?? 0;
    const key = `files/${'a'.repeat(32)}`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4 spam'));
    await t.database.db.insert(projectFiles).values({
      project_id: projectId,
      owner_user_id: customer.id,
      original_filename: 'spam.pdf',
      storage_key: key,
      mime_type: 'application/pdf',
      size: 13,
    });

    const response = await remove(projectId);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DeletedProject }>().data).toEqual({
      id: projectId,
      name: 'Køb billige ure',
      messages: 2,
      files: 1,
    });
    expect(await row(projectId)).toBeUndefined();
    expect(await t.database.db.select().from(conversations).where(eq(conversations.id, spam.id))).toEqual([]);
    expect(await t.database.db.select().from(messages).where(eq(messages.conversation_id, spam.id))).toEqual([]);
    expect(await t.database.db.select().from(projectFiles).where(eq(projectFiles.project_id, projectId))).toEqual([]);
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await auditOf(projectId)).toEqual([
      {
        action: 'project.deleted',
        by: employee.id,
        before: expect.objectContaining({ name: 'Køb billige ure', status: 'project-created', messages: 2, files: 1 }),
        after: null,
      },
    ]);
    expect((await remove(projectId)).statusCode).toBe(404);
  });

  it('never leaves an invoice without its project when a finalize races the deletion', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 800, hours: null });
    const [finalized, deleted] = await Promise.all([
      finalizeProject(t.app, p).then(
        () => 200,
        (error: Error) => Number(/finalize failed: (\d+)/.exec(error.message)?.[1]),
      ),
      remove(p.projectId).then((response) => response.statusCode),
    ]);
    // Either the finalize invoiced first and the deletion was refused, or the project went first.
    expect([
      [200, 409],
      [404, 200],
    ]).toContainEqual([finalized, deleted]);
    const orphans = await t.database.db.select().from(invoices).where(eq(invoices.customer_id, p.customer.accountId));
    expect(orphans.every((invoice) => invoice.project_id === p.projectId)).toBe(true);
    expect(orphans).toHaveLength(finalized === 200 ? 1 : 0);
  });

  it('refuses a project with an invoice: it can only be closed', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 700, hours: null });
    await finalizeProject(t.app, p);
    const response = await remove(p.projectId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'PROJECT_INVOICED' });
    expect(await row(p.projectId)).toBeDefined();
    expect(await auditOf(p.projectId)).toEqual([]);
  });
});
