import type { DataExportFile } from '@studiekraft/shared/schemas/personal-data';
import type { ZipArchive } from 'archiver';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { csvDate } from '../../lib/csv.ts';
import { findAccount, findUserById, type UserRow } from '../accounts/account-repository.ts';
import { assertMayManageUser } from './edit-permission.ts';
import {
  type AccountRows,
  findAccountRows,
  findConversationsOf,
  findInvoicesOf,
  findOwnFiles,
  findPayoutsOf,
  findProjectsOf,
  findRatingsReceivedBy,
  findRatingsWrittenBy,
  findReferencesOf,
  findStudentExtras,
  findTestimonialsOf,
} from './personal-data-repository.ts';

/** A stored file to copy into the archive under `files/`. */
interface StoredFile {
  key: string;
  name: string;
}

export interface UserDataExport {
  fileName: string;
  json: Partial<Record<DataExportFile, unknown>>;
  files: StoredFile[];
}

/** Letters (Danish too), digits, dot, dash and underscore; anything else, path separators included, becomes '_'. */
const safeName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'fil';

const avatarKeys = (avatarPath: string | null) => {
  const match = avatarPath ? /^(avatars\/[0-9a-f]{32})\/\d+\.webp$/.exec(avatarPath) : null;
  // The largest variant only: the smaller ones are the same picture scaled down.
  return match && avatarPath ? [{ key: avatarPath, name: 'files/profilbillede.webp' }] : [];
};

function presentAccount(user: UserRow) {
  // Never the password hash; tokens live in their own tables and are not exported.
  return {
    id: user.id,
    email: user.email,
    pending_email: user.pending_email,
    account_type: user.account_type,
    activated: user.activated,
    email_confirmed_at: user.email_confirmed_at,
    has_password: user.password_hash !== null,
    avatar: user.avatar_path ? 'files/profilbillede.webp' : null,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

async function profileOf(db: DbOrTx, account: AccountRows) {
  if (account.customer) return { type: 'CUSTOMER', customer: account.customer };
  if (account.employee) return { type: 'EMPLOYEE', employee: account.employee };
  if (!account.student) return null;
  const { ratings_count, ratings_sum, ...student } = account.student;
  const extras = await findStudentExtras(db, student.id, student.level_id);
  const application = extras.application
    ? {
        ...extras.application,
        // The storage paths are ours; the applicant gets their own PDFs under files/ansoegning/.
        files: extras.application.files.map((file, index) => ({
          original_filename: file.original_filename,
          in_export: `files/ansoegning/${index + 1}-${safeName(file.original_filename)}`,
        })),
      }
    : null;
  return {
    type: 'STUDENT',
    student: { ...student, ratings_count },
    level: extras.level,
    skills: extras.skills,
    application,
  };
}

/** Names of the other users in the conversations, one query for all. */
async function userNames(db: DbOrTx, ids: number[]) {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: users.id, account_type: users.account_type, avatar_path: users.avatar_path })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) names.set(row.id, (await findAccount(db, row)).name);
  return names;
}

async function messagesOf(db: DbOrTx, userId: number) {
  const found = await findConversationsOf(db, userId);
  const others = [
    ...new Set(found.conversations.map((c) => (c.sender_user_id === userId ? c.addressee_user_id : c.sender_user_id))),
  ];
  const names = await userNames(db, others);
  return found.conversations.map((conversation) => {
    const otherId = conversation.sender_user_id === userId ? conversation.addressee_user_id : conversation.sender_user_id;
    return {
      conversation_id: conversation.id,
      project_id: conversation.project_id,
      with: names.get(otherId) ?? null,
      archived_at: conversation.archived_at,
      created_at: conversation.created_at,
      messages: found.messages
        .filter((message) => message.conversation_id === conversation.id)
        .map((message) => ({
          id: message.id,
          from: message.sender_user_id === null ? 'system' : message.sender_user_id === userId ? 'you' : 'other',
          content: message.content,
          content_type: message.content_type,
          created_at: message.created_at,
          read_at: message.read_at,
          edited_at: message.edited_at,
          deleted_at: message.deleted_at,
        })),
    };
  });
}

/**
 * Everything stored about one user (decision 027): their account, profile (staff notes about them
 * included: the right of access covers what is written about a person), projects, conversations, files,
 * invoices, payouts, ratings, references and testimonials, as JSON, plus the files they uploaded. Read
 * first, then streamed by `streamUserDataExport`.
 */
export async function collectUserData(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number): Promise<UserDataExport> {
  if (viewer.userId !== id && viewer.accountType !== 'EMPLOYEE') throw forbidden();
  const { db } = deps;
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  assertMayManageUser(viewer, user);
  const account = await findAccountRows(db, user);
  const files: StoredFile[] = avatarKeys(user.avatar_path);

  const ownFiles = await findOwnFiles(db, id);
  const filesJson = ownFiles.map((file) => {
    const name = `files/projekter/${file.project_id}/${file.id}-${safeName(file.original_filename)}`;
    files.push({ key: file.storage_key, name });
    return {
      id: file.id,
      project_id: file.project_id,
      original_filename: file.original_filename,
      mime_type: file.mime_type,
      size: file.size,
      created_at: file.created_at,
      in_export: name,
    };
  });

  const projectRows = await findProjectsOf(db, account);
  const projectsJson = projectRows.map((row) => ({
    ...row.project,
    skill: row.skill,
    customer: { name: `${row.customer_name} ${row.customer_last_name}`.trim(), company_name: row.customer_company },
    student: { name: row.student_name },
  }));

  const json: UserDataExport['json'] = {
    'account.json': presentAccount(user),
    'profile.json': await profileOf(db, account),
    'projects.json': projectsJson,
    'messages.json': await messagesOf(db, id),
    'files.json': filesJson,
    'invoices.json': account.customer ? await findInvoicesOf(db, account.customer.id) : [],
    'payouts.json': account.student ? await findPayoutsOf(db, account.student.id) : [],
    'ratings-written.json': account.customer
      ? (await findRatingsWrittenBy(db, account.customer.id)).map((row) => ({ ...row.rating, student_name: row.student_name }))
      : [],
    'ratings-received.json': account.student ? await findRatingsReceivedBy(db, account.student.id) : [],
    'references.json': [],
  };

  if (account.student) {
    const referenceRows = await findReferencesOf(db, account.student.id);
    json['references.json'] = referenceRows.map(({ media_path, ...reference }) => {
      const name = media_path ? `files/referencer/${reference.id}-${safeName(media_path.split('/').pop() ?? 'billede')}` : null;
      if (media_path && name) files.push({ key: media_path, name });
      return { ...reference, image: name };
    });
    const application = await findStudentExtras(db, account.student.id, account.student.level_id);
    application.application?.files.forEach((file, index) => {
      files.push({ key: file.path, name: `files/ansoegning/${index + 1}-${safeName(file.original_filename)}` });
    });
  }
  if (account.customer) {
    const testimonialRows = await findTestimonialsOf(db, account.customer.id);
    if (testimonialRows.length > 0) json['testimonials.json'] = testimonialRows;
  }

  return { fileName: `studiekraft-data-${csvDate(new Date())}.zip`, json, files };
}

/**
 * The ZIP as a stream: the caller sends it while this fills it, one stored file at a time, so neither the
 * archive nor the files are ever held in memory whole. A stored file that is missing (removed by hand)
 * is left out and named in `mangler.json`; a storage error ends the stream, and the client sees a cut
 * download rather than a wrong one.
 */
export async function streamUserDataExport(deps: Pick<Deps, 'log' | 'storage'>, data: UserDataExport): Promise<ZipArchive> {
  // Imported on first use, by the rare export.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  let appended = 0;
  let processed = 0;
  archive.on('entry', () => {
    processed += 1;
  });
  const taken = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (processed < appended) return;
        archive.off('entry', check);
        resolve();
      };
      archive.on('entry', check);
      check();
    });
  const append = (source: Parameters<ZipArchive['append']>[0], name: string) => {
    appended += 1;
    archive.append(source, { name });
  };
  const fill = async () => {
    for (const [name, value] of Object.entries(data.json)) append(`${JSON.stringify(value, null, 2)}\n`, name);
    const missing: string[] = [];
    for (const file of data.files) {
      const stored = await deps.storage.get(file.key).catch(() => null);
      if (!stored) {
        missing.push(file.name);
        continue;
      }
      append(stored.stream, file.name);
      // One open file at a time: wait until the archive has taken this one in.
      await taken();
    }
    if (missing.length > 0) append(`${JSON.stringify(missing, null, 2)}\n`, 'mangler.json');
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    deps.log.warn({ err: error }, 'data export stopped');
    archive.destroy(error instanceof Error ? error : new Error('data export stopped'));
  });
  return archive;
}
