import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { customers, invoices, projects } from '../src/db/schema/index.ts';
import { danishDate, dueDate } from '../src/modules/invoices/invoice-amounts.ts';
import { allocateInvoiceNumber, paymentReferenceFor } from '../src/modules/invoices/invoice-number.ts';
import { bearerFor } from './auth-helpers.ts';
import { createConversation } from './conversation-factories.ts';
import { type CreatedUser, createUser } from './factories.ts';
import { type CreatedStudent, createStudent } from './student-factories.ts';

export interface FinalizableProject {
  customer: CreatedUser;
  student: CreatedStudent;
  projectId: number;
  conversationId: number;
}

/**
 * A project between a new customer (with an address and, optionally, a company) and a new student, in
 * project-offer-accepted with the given accepted offer: ready for the student's finalize.
 */
export async function createAcceptedProject(
  app: FastifyInstance,
  offer: { type: 'hourly' | 'unit'; price: number; hours: number | null },
  options: { company?: string; vatNumber?: string; name?: string } = {},
): Promise<FinalizableProject> {
  const db = app.database.db;
  const customer = await createUser(db, { type: 'CUSTOMER', name: 'Åse Ærø' });
  await db
    .update(customers)
    .set({
      address: 'Østergade 5',
      postcode: '5970',
      city: 'Ærøskøbing',
      company_name: options.company ?? null,
      vat_number: options.vatNumber ?? null,
    })
    .where(eq(customers.id, customer.accountId));
  const student = await createStudent(db, { skills: ['logo'] });
  const { id: conversationId, projectId } = await createConversation(db, customer, student, {
    project: { status: 'project-offer-accepted', name: options.name ?? 'Logo til bageriet' },
  });
  if (!projectId) throw new Error('no project');
  await db
    .update(projects)
    .set({
      price_type: offer.type,
      offered_price: offer.price,
      offered_hours: offer.hours,
      offered_at: new Date(),
      accepted_price: offer.price,
      price_accepted_at: new Date(),
    })
    .where(eq(projects.id, projectId));
  return { customer, student, projectId, conversationId };
}

/** Finalizes through the API as the student, as the product does; returns the project's invoice row. */
export async function finalizeProject(app: FastifyInstance, p: FinalizableProject, hours?: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/projects/${p.projectId}/finalize`,
    headers: await bearerFor(app, { id: p.student.id, accountType: 'STUDENT' }),
    payload: hours === undefined ? {} : { hours },
  });
  if (response.statusCode !== 200) throw new Error(`finalize failed: ${response.statusCode} ${response.body}`);
  const [invoice] = await app.database.db.select().from(invoices).where(eq(invoices.project_id, p.projectId));
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

/**
 * An open invoice for an existing project, written directly (the authorisation matrix and the fuzzer need
 * one without walking the lifecycle): the next number of this year, one fixed-price line of 1.000 kr.
 */
export async function insertInvoice(db: Db, projectId: number, customerId: number): Promise<number> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const year = Number(danishDate(now).slice(0, 4));
    const allocated = await allocateInvoiceNumber(tx, year);
    const [row] = await tx
      .insert(invoices)
      .values({
        number: allocated.number,
        year,
        sequence: allocated.sequence,
        project_id: projectId,
        customer_id: customerId,
        issued_at: now,
        delivery_date: danishDate(now),
        due_date: dueDate(now),
        seller: { name: 'Studiekraft ApS (DEMO)', vat_number: '00000000', bank: { reg: '0000', account: '0000000000' } },
        buyer: { name: 'Karen Alfa', email: 'kunde@example.test' },
        lines: [
          { description: 'Projekt: Test (Logo)', quantity: '1.00', unit: 'piece', unit_price_ore: 100000, amount_ore: 100000 },
        ],
        subtotal_ore: 100000,
        vat_ore: 25000,
        total_ore: 125000,
        payment_reference: paymentReferenceFor(allocated.number),
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('invoice not inserted');
    return row.id;
  });
}
