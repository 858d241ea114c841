import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  conversations,
  customers,
  employees,
  invoiceReminders,
  invoices,
  levels,
  messages,
  payouts,
  projectFiles,
  projects,
  ratings,
  references,
  skills,
  studentApplications,
  studentSkills,
  students,
  testimonials,
} from '../../db/schema/index.ts';
import type { UserRow } from '../accounts/account-repository.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;

/** The account row behind a user: at most one of the three exists. */
export interface AccountRows {
  customer: CustomerRow | null;
  student: StudentRow | null;
  employee: EmployeeRow | null;
}

export async function findAccountRows(db: DbOrTx, user: Pick<UserRow, 'id' | 'account_type'>): Promise<AccountRows> {
  const none: AccountRows = { customer: null, student: null, employee: null };
  if (user.account_type === 'CUSTOMER') {
    const [customer] = await db.select().from(customers).where(eq(customers.user_id, user.id));
    return { ...none, customer: customer ?? null };
  }
  if (user.account_type === 'STUDENT') {
    const [student] = await db.select().from(students).where(eq(students.user_id, user.id));
    return { ...none, student: student ?? null };
  }
  const [employee] = await db.select().from(employees).where(eq(employees.user_id, user.id));
  return { ...none, employee: employee ?? null };
}

export async function findStudentExtras(db: DbOrTx, studentId: number, levelId: number) {
  const [level] = await db.select({ key: levels.key, name: levels.name }).from(levels).where(eq(levels.id, levelId));
  const skillRows = await db
    .select({ key: skills.key, name: skills.name })
    .from(studentSkills)
    .innerJoin(skills, eq(skills.id, studentSkills.skill_id))
    .where(eq(studentSkills.student_id, studentId))
    .orderBy(asc(skills.name));
  const [application] = await db.select().from(studentApplications).where(eq(studentApplications.student_id, studentId));
  return { level: level ?? null, skills: skillRows, application: application ?? null };
}

/** The projects the customer ordered or the student works on, with the other party's name and the skill. */
export async function findProjectsOf(db: DbOrTx, account: AccountRows) {
  const where = account.customer
    ? eq(projects.customer_id, account.customer.id)
    : account.student
      ? eq(projects.student_id, account.student.id)
      : null;
  if (!where) return [];
  return db
    .select({
      project: projects,
      skill: skills.name,
      customer_name: customers.first_name,
      customer_last_name: customers.last_name,
      customer_company: customers.company_name,
      student_name: students.name,
    })
    .from(projects)
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .where(where)
    .orderBy(asc(projects.created_at), asc(projects.id));
}

/** Every conversation the user takes part in, and every line of each (theirs, the other party's, system lines). */
export async function findConversationsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.sender_user_id, userId), eq(conversations.addressee_user_id, userId)))
    .orderBy(asc(conversations.created_at), asc(conversations.id));
  const ids = rows.map((row) => row.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(inArray(messages.conversation_id, ids))
          .orderBy(asc(messages.created_at), asc(messages.id));
  return { conversations: rows, messages: lines };
}

export async function findOwnFiles(db: DbOrTx, userId: number) {
  return db.select().from(projectFiles).where(eq(projectFiles.owner_user_id, userId)).orderBy(asc(projectFiles.id));
}

/** Invoices and credit notes to the customer, with the reminders sent for each. */
export async function findInvoicesOf(db: DbOrTx, customerId: number) {
  const rows = await db.select().from(invoices).where(eq(invoices.customer_id, customerId)).orderBy(asc(invoices.id));
  const ids = rows.map((row) => row.id);
  const reminders =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoiceReminders)
          .where(inArray(invoiceReminders.invoice_id, ids))
          .orderBy(asc(invoiceReminders.invoice_id), asc(invoiceReminders.number));
  return rows.map((row) => ({ ...row, reminders: reminders.filter((reminder) => reminder.invoice_id === row.id) }));
}

export async function findPayoutsOf(db: DbOrTx, studentId: number) {
  return db.select().from(payouts).where(eq(payouts.student_id, studentId)).orderBy(asc(payouts.month), asc(payouts.id));
}

export async function findRatingsWrittenBy(db: DbOrTx, customerId: number) {
  return db
    .select({ rating: ratings, student_name: students.name })
    .from(ratings)
    .innerJoin(students, eq(students.id, ratings.student_id))
    .where(eq(ratings.customer_id, customerId))
    .orderBy(asc(ratings.id));
}

export async function findRatingsReceivedBy(db: DbOrTx, studentId: number) {
  return db.select().from(ratings).where(eq(ratings.student_id, studentId)).orderBy(asc(ratings.id));
}

export async function findReferencesOf(db: DbOrTx, studentId: number) {
  return db.select().from(references).where(eq(references.student_id, studentId)).orderBy(asc(references.id));
}

export async function findTestimonialsOf(db: DbOrTx, customerId: number) {
  return db.select().from(testimonials).where(eq(testimonials.customer_id, customerId)).orderBy(asc(testimonials.id));
}
