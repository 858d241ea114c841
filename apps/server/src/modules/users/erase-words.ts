import { deletedUserName } from '@studiekraft/shared/schemas/personal-data';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  conversations,
  customers,
  messages,
  projectEvents,
  projects,
  ratings,
  students,
} from '../../db/schema/index.ts';
import { deletedEmail } from './deleted-email.ts';

export interface ErasedPerson {
  userId: number;
  email: string;
  customerId: number | null;
  studentId: number | null;
}

/** What follows a person's name in a system line of their own action when they gave a reason. */
const reasonMark = ' Begrundelse: ';

/**
 * A system line with the erased person's name replaced. A line that starts with their name records
 * their own action, so a reason in it is their words and goes too ("X har annulleret projektet.
 * Begrundelse: ..." becomes "Slettet bruger har annulleret projektet."). A reason in anybody else's line
 * (staff closing the project) stays.
 */
export function withoutPerson(line: string, name: string): string {
  if (name.length < 3 || !line.includes(name)) return line;
  const ownAction = line.startsWith(`${name} `);
  const cut = ownAction ? line.indexOf(reasonMark) : -1;
  const kept = cut >= 0 ? line.slice(0, cut) : line;
  return kept.split(name).join(deletedUserName);
}

/** A string as it appears inside JSON text, so it can be replaced in a jsonb column's text. */
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * The erased person's words and name in what stays with the other party and with staff (issue 33), in
 * the erasure's transaction, before their own rows are anonymised:
 * - system lines of their conversations: their name becomes 'Slettet bruger', their own reasons go;
 * - the projects' first message (the customer's words) and the student's reason for extra hours;
 * - free-text reasons (`message`, `reason`) in the events they caused;
 * - their e-mail address wherever an audit entry quotes it (`invoice.resent`, say);
 * - the title and text of the ratings they wrote (the score stays: the student earned it).
 * Kept: the invoices with their buyer snapshot, the project's name and amounts (decision 027).
 */
export async function eraseWordsOf(tx: DbOrTx, person: ErasedPerson) {
  const names: string[] = [];
  if (person.customerId !== null) {
    const [customer] = await tx
      .select({ first: customers.first_name, last: customers.last_name })
      .from(customers)
      .where(eq(customers.id, person.customerId));
    if (customer) names.push(`${customer.first} ${customer.last}`.trim());
    await tx.update(projects).set({ message: '' }).where(eq(projects.customer_id, person.customerId));
    await tx.update(ratings).set({ title: '', body: '' }).where(eq(ratings.customer_id, person.customerId));
  }
  if (person.studentId !== null) {
    const [student] = await tx.select({ name: students.name }).from(students).where(eq(students.id, person.studentId));
    if (student) names.push(student.name.trim());
    await tx.update(projects).set({ extra_hours_reason: null }).where(eq(projects.student_id, person.studentId));
  }

  await tx
    .update(projectEvents)
    .set({ data: sql`${projectEvents.data} - 'message' - 'reason'` })
    .where(and(eq(projectEvents.user_id, person.userId), sql`${projectEvents.data} ?| array['message', 'reason']`));

  const theirConversations = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.sender_user_id, person.userId), eq(conversations.addressee_user_id, person.userId)));
  const lines = await tx
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(and(eq(messages.content_type, 'system'), inArray(messages.conversation_id, theirConversations)));
  for (const line of lines) {
    const content = names.reduce((text, name) => withoutPerson(text, name), line.content);
    if (content !== line.content) await tx.update(messages).set({ content }).where(eq(messages.id, line.id));
  }

  // Entries about them lose `before`/`after` in deleteAccount; these are entries about something else
  // (an invoice resent to their address) that quote their address, which is unique to them.
  const address = inJson(person.email);
  const placeholder = inJson(deletedEmail(person.userId));
  await tx
    .update(auditLog)
    .set({ before: sql`replace(${auditLog.before}::text, ${address}, ${placeholder})::jsonb` })
    .where(sql`strpos(${auditLog.before}::text, ${address}) > 0`);
  await tx
    .update(auditLog)
    .set({ after: sql`replace(${auditLog.after}::text, ${address}, ${placeholder})::jsonb` })
    .where(sql`strpos(${auditLog.after}::text, ${address}) > 0`);
}
