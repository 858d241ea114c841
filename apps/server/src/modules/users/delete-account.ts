import { openProjectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { realtimeEvents } from '@studiekraft/shared/realtime';
import { avatarSizes } from '@studiekraft/shared/schemas/files';
import { type DeleteAccount, deletedUserName } from '@studiekraft/shared/schemas/personal-data';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  customers,
  messages,
  newsletterSubscribers,
  outboxEmails,
  projectFiles,
  projects,
  ratings,
  references,
  refreshTokens,
  studentApplications,
  studentSlugHistory,
  students,
  testimonials,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { findUserById } from '../accounts/account-repository.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { findParties } from '../conversations/party-repository.ts';
import { presentMessage } from '../conversations/presenter.ts';
import { avatarVariantPath } from './avatar-service.ts';
import { requireCurrentPassword } from './current-password.ts';
import { deletedEmail } from './deleted-email.ts';
import { eraseWordsOf } from './erase-words.ts';

const avatarFiles = (avatarPath: string | null) =>
  avatarPath ? [...new Set(avatarSizes.map((size) => avatarVariantPath(avatarPath, size)))] : [];

/**
 * Locks the customer's or student's row and tells whether a project of theirs is still open. Creating a
 * project takes a key-share lock on that row through its foreign key, so none can appear meanwhile.
 */
async function hasOpenProject(tx: DbOrTx, column: typeof projects.customer_id | typeof projects.student_id, accountId: number) {
  const [open] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(column, accountId), inArray(projects.status, [...openProjectStatuses])))
    .limit(1);
  return open !== undefined;
}

/** The customer's personal fields emptied; the row stays, because projects and invoices point at it. */
async function anonymiseCustomer(tx: DbOrTx, customerId: number) {
  await tx
    .update(customers)
    .set({
      first_name: 'Slettet',
      last_name: 'bruger',
      phone_number: '',
      company_name: null,
      vat_number: null,
      vat_verified: false,
      address: null,
      city: null,
      postcode: null,
      notes: null,
      referral: null,
      newsletter: false,
      is_new_registration: false,
    })
    .where(eq(customers.id, customerId));
  // Ratings they wrote stay (the student earned them, and the average is built from them) without their name.
  await tx.update(ratings).set({ name: deletedUserName, position: null }).where(eq(ratings.customer_id, customerId));
  // Home-page testimonials are their own words under their name and company: removed, like the author may.
  await tx.delete(testimonials).where(eq(testimonials.customer_id, customerId));
}

/** The student's texts, contact details and references go; the row stays private under a neutral name. */
async function anonymiseStudent(tx: DbOrTx, studentId: number): Promise<string[]> {
  await tx
    .update(students)
    .set({
      name: deletedUserName,
      slug: `slettet-bruger-${studentId}`,
      date_of_birth: null,
      phone_number: null,
      notes: null,
      short: null,
      about: null,
      is_private: true,
      is_new: false,
    })
    .where(eq(students.id, studentId));
  await tx.delete(studentSlugHistory).where(eq(studentSlugHistory.student_id, studentId));
  const removed = await tx
    .delete(references)
    .where(eq(references.student_id, studentId))
    .returning({ media_path: references.media_path });
  // The decision dates stay (when the application was received and decided); its texts and PDFs go.
  await tx
    .update(studentApplications)
    .set({ message: null, files: [], study_programme: null, institution: null })
    .where(eq(studentApplications.student_id, studentId));
  return removed.flatMap((row) => (row.media_path ? [row.media_path] : []));
}

/**
 * DELETE users/{id} (decision 027): the user themself with their password re-entered, or an employee from
 * the back office without it, for a customer or a student (employees leave through DELETE employees/{id}).
 * Refused with 409 OPEN_PROJECTS while a project of theirs is open. Otherwise, in one transaction, their
 * personal data is anonymised: the e-mail becomes a unique placeholder, the password, tokens and sessions
 * go, the name becomes 'Slettet bruger', contact details, notes, texts, references, testimonials and
 * uploaded files are removed and their own messages emptied like a deleted message. Projects, the other
 * party's messages, invoices (with their buyer snapshot) and payouts stay, as bookkeeping law requires for
 * 5 years. Stored bytes are removed after the commit.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'db' | 'log' | 'realtime' | 'sessions' | 'storage'>,
  viewer: AccessClaims,
  id: number,
  input: DeleteAccount | null | undefined,
) {
  const isSelf = viewer.userId === id;
  const isStaff = viewer.accountType === 'EMPLOYEE';
  if (!isSelf && !isStaff) throw forbidden();
  const { db } = deps;
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  // Staff accounts have their own rules (never oneself, never the last one: decision 018).
  if (user.account_type === 'EMPLOYEE') throw forbidden();
  // Only the owner proves the password; staff act from the back office and are audited instead.
  if (isSelf) await requireCurrentPassword(user, input?.password);

  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const files: string[] = [...avatarFiles(user.avatar_path)];
    const [customer] =
      user.account_type === 'CUSTOMER'
        ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.user_id, id)).for('update')
        : [];
    const [student] =
      user.account_type === 'STUDENT'
        ? await tx
            .select({ id: students.id, files: studentApplications.files })
            .from(students)
            .leftJoin(studentApplications, eq(studentApplications.student_id, students.id))
            .where(eq(students.user_id, id))
            .for('update', { of: students })
        : [];
    if (customer && (await hasOpenProject(tx, projects.customer_id, customer.id))) throw new AppError('OPEN_PROJECTS');
    if (student && (await hasOpenProject(tx, projects.student_id, student.id))) throw new AppError('OPEN_PROJECTS');

    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound();
    // Erased already (a second request that waited on the locks above): the same answer, nothing written.
    if (current.email === deletedEmail(id)) return { files: [] as string[], emptied: [] as (typeof messages.$inferSelect)[] };
    await tx
      .update(users)
      .set({
        email: deletedEmail(id),
        password_hash: null,
        pending_email: null,
        avatar_path: null,
        activated: false,
        email_confirmed_at: null,
      })
      .where(eq(users.id, id));
    // Before the names are anonymised: the system lines and events are rewritten by them.
    await eraseWordsOf(tx, {
      userId: id,
      email: current.email,
      customerId: customer?.id ?? null,
      studentId: student?.id ?? null,
    });
    await tx.delete(userTokens).where(eq(userTokens.user_id, id));
    await endUserSessions(tx, id, now);
    await tx.delete(refreshTokens).where(eq(refreshTokens.user_id, id));
    // Sent mail to them keeps their address (and, with the capture transport, the text); pending mail is left to go.
    await tx
      .delete(outboxEmails)
      .where(and(sql`lower(${outboxEmails.to}) = ${current.email.toLowerCase()}`, ne(outboxEmails.status, 'pending')));
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${current.email.toLowerCase()}`);
    // Their own lines read as deleted messages; system lines and the other party's messages stay.
    const emptied = await tx
      .update(messages)
      .set({ content: '', deleted_at: now })
      .where(
        and(
          eq(messages.sender_user_id, id),
          eq(messages.content_type, 'text'),
          or(sql`${messages.deleted_at} is null`, ne(messages.content, '')),
        ),
      )
      .returning();
    const uploaded = await tx
      .delete(projectFiles)
      .where(eq(projectFiles.owner_user_id, id))
      .returning({ key: projectFiles.storage_key });
    files.push(...uploaded.map((row) => row.key));

    if (customer) await anonymiseCustomer(tx, customer.id);
    if (student) {
      files.push(...(student.files ?? []).map((file) => file.path));
      files.push(...(await anonymiseStudent(tx, student.id)));
    }
    // Staff edits of their record stay as entries (who did what, when) but lose the values they held
    // about the person: a name, an e-mail or a note in `before`/`after` is the data just deleted.
    const about = [
      and(eq(auditLog.entity_type, 'user'), eq(auditLog.entity_id, id)),
      customer ? and(eq(auditLog.entity_type, 'customer'), eq(auditLog.entity_id, customer.id)) : undefined,
      student ? and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, student.id)) : undefined,
      // A message of theirs that staff hid keeps its text in the entry's `before` (decision 018).
      and(eq(auditLog.entity_type, 'message'), sql`${auditLog.before}->>'sender_user_id' = ${String(id)}`),
    ];
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(or(...about));
    if (!isSelf) {
      const entity = customer
        ? ({ type: 'customer', id: customer.id } as const)
        : ({ type: 'student', id: student?.id ?? id } as const);
      // Nothing personal in the entry: that is what was just deleted.
      await recordAudit(tx, viewer.userId, {
        action: 'user.anonymised',
        entity,
        before: { user_id: id },
        after: { anonymised: true },
      });
    }
    return { files, emptied };
  });

  // Every session and socket of theirs ends on every process (decision 016).
  deps.sessions.ended(id);
  // Open conversations show their lines as deleted at once, as after the sender deleted one (decision 018).
  if (result.emptied.length > 0) {
    const parties = await findParties(db, [id]);
    for (const row of result.emptied)
      deps.realtime.publish(row.conversation_id, realtimeEvents.messageDeleted, { message: presentMessage(row, parties) });
  }
  // The rows are gone; a failed removal only leaves an orphan file nobody can reach.
  for (const key of result.files)
    await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'personal file not removed'));
  return { id, anonymised: true as const };
}
