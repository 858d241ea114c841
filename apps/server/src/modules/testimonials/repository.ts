import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, employees, testimonials } from '../../db/schema/index.ts';
import { type CustomFilter, filterFlag, type ListResource, type ParsedList } from '../../plugins/list-query.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialValues = Pick<TestimonialRow, 'score' | 'title' | 'body' | 'name' | 'position' | 'company'>;

/** The home carousel: approved only, newest approval first, a fixed handful (the approved_at index serves it). */
export function listApprovedTestimonials(db: DbOrTx, limit: number) {
  return db
    .select({
      id: testimonials.id,
      score: testimonials.score,
      title: testimonials.title,
      body: testimonials.body,
      name: testimonials.name,
      position: testimonials.position,
      company: testimonials.company,
    })
    .from(testimonials)
    .where(isNotNull(testimonials.approved_at))
    .orderBy(desc(testimonials.approved_at), desc(testimonials.id))
    .limit(limit);
}

export function listCustomerTestimonials(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.customer_id, customerId))
    .orderBy(desc(testimonials.created_at), desc(testimonials.id));
}

export async function findCustomerIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.user_id, userId));
  return row?.id ?? null;
}

export async function findEmployeeIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.user_id, userId));
  return row?.id ?? null;
}

/**
 * Locks the customer's row and counts their unapproved testimonials: two posts at once run one after the
 * other, so the limit holds under a double click too.
 */
export async function countPendingLocked(tx: DbOrTx, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const [row] = await tx
    .select({ total: count() })
    .from(testimonials)
    .where(and(eq(testimonials.customer_id, customerId), isNull(testimonials.approved_at)));
  return row?.total ?? 0;
}

export async function insertTestimonial(tx: DbOrTx, customerId: number, values: TestimonialValues): Promise<TestimonialRow> {
  const [row] = await tx
    .insert(testimonials)
    .values({ ...values, customer_id: customerId })
    .returning();
  if (!row) throw new Error('testimonial not inserted');
  return row;
}

export async function findTestimonialLocked(tx: DbOrTx, id: number): Promise<TestimonialRow | null> {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
  return row ?? null;
}

export async function setApproval(
  tx: DbOrTx,
  id: number,
  approval: { approved_at: Date | null; approved_by: number | null },
): Promise<TestimonialRow | null> {
  const [row] = await tx
    .update(testimonials)
    .set({ ...approval, updated_at: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTestimonial(tx: DbOrTx, id: number): Promise<boolean> {
  const deleted = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return deleted.length > 0;
}

/** `approved eq true|false`: approved ones or those waiting (the staff table's two tabs). */
const approvedFilter: CustomFilter = (value, operator) => {
  const flag = filterFlag(value);
  if (flag === undefined || (operator !== 'eq' && operator !== 'neq')) return undefined;
  return flag === (operator === 'eq') ? isNotNull(testimonials.approved_at) : isNull(testimonials.approved_at);
};

/** The staff table: only employees reach it. */
export const testimonialListResource: ListResource<never> = {
  filters: { approved: approvedFilter, created_at: testimonials.created_at, customer_id: testimonials.customer_id },
  sorts: { created_at: testimonials.created_at, approved_at: testimonials.approved_at, id: testimonials.id },
  includes: [],
  defaultSort: { key: 'created_at', direction: 'DESC' },
  defaultLimit: 25,
};

const customerName = sql<string | null>`trim(${customers.first_name} || ' ' || ${customers.last_name})`;

export type StaffTestimonialRow = TestimonialRow & { customer_name: string | null };

export async function listAllTestimonials(db: DbOrTx, list: ParsedList<never>) {
  const [rows, totals] = await Promise.all([
    db
      .select({ testimonial: testimonials, customer_name: customerName })
      .from(testimonials)
      .leftJoin(customers, eq(customers.id, testimonials.customer_id))
      .where(list.where)
      .orderBy(...list.orderBy, desc(testimonials.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(testimonials).where(list.where),
  ]);
  return {
    rows: rows.map((r): StaffTestimonialRow => ({ ...r.testimonial, customer_name: r.customer_name })),
    total: totals[0]?.total ?? 0,
  };
}

export async function findStaffTestimonial(db: DbOrTx, id: number): Promise<StaffTestimonialRow | null> {
  const [row] = await db
    .select({ testimonial: testimonials, customer_name: customerName })
    .from(testimonials)
    .leftJoin(customers, eq(customers.id, testimonials.customer_id))
    .where(eq(testimonials.id, id));
  return row ? { ...row.testimonial, customer_name: row.customer_name } : null;
}
