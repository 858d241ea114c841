import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, customers, employees, messages, projects, students, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CustomFilter, ListResource, ParsedList } from '../../plugins/list-query.ts';
import { escapeLike, filterFlag } from '../../plugins/list-query.ts';

export const conversationIncludes = ['project', 'sender', 'addressee', 'latestMessage', 'latestMessage.sender'] as const;
export type ConversationInclude = (typeof conversationIncludes)[number];

const hasProjects: CustomFilter = (value, operator) => {
  const flag = filterFlag(value);
  if (flag === undefined || (operator !== 'eq' && operator !== 'neq')) throw new AppError('INVALID_QUERY');
  return flag === (operator === 'eq') ? isNotNull(conversations.project_id) : isNull(conversations.project_id);
};

/** Staff only (the service refuses it to others): the conversations one user takes part in. */
const participant: CustomFilter = (value, operator) => {
  const id = Number(value);
  if (operator !== 'eq' || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('INVALID_QUERY');
  return or(eq(conversations.sender_user_id, id), eq(conversations.addressee_user_id, id));
};

/** Staff only: every conversation, not just the viewer's own (the back office's list). */
const all: CustomFilter = (value, operator) => {
  if (operator !== 'eq' || filterFlag(value) !== true) throw new AppError('INVALID_QUERY');
  return sql`true`;
};

const archived: CustomFilter = (value, operator) => {
  const flag = filterFlag(value);
  if (flag === undefined || operator !== 'eq') throw new AppError('INVALID_QUERY');
  return flag ? isNotNull(conversations.archived_at) : isNull(conversations.archived_at);
};

/**
 * Staff only: a part of either party's name or e-mail, or of the project's name, or the project's number.
 * Subqueries rather than joins, so the count (which has no joins) filters exactly as the page does.
 */
const search: CustomFilter = (value, operator) => {
  if (operator !== 'ct' || typeof value !== 'string' || value.trim() === '' || value.includes('\0')) {
    throw new AppError('INVALID_QUERY');
  }
  const term = value.trim();
  const pattern = `%${escapeLike(term)}%`;
  const projectNumber = /^\d{1,9}$/.test(term) ? Number(term) : null;
  return sql`(
    exists (
      select 1 from ${users} u
      left join ${students} s on s.user_id = u.id
      left join ${customers} c on c.user_id = u.id
      left join ${employees} e on e.user_id = u.id
      where u.id in (${conversations.sender_user_id}, ${conversations.addressee_user_id})
        and (u.email ilike ${pattern} or s.name ilike ${pattern} or e.name ilike ${pattern}
          or (c.first_name || ' ' || c.last_name) ilike ${pattern})
    )
    or exists (
      select 1 from ${projects} p where p.id = ${conversations.project_id}
        and (p.name ilike ${pattern} or p.id = ${projectNumber})
    )
  )`;
};

export const conversationListResource: ListResource<ConversationInclude> = {
  filters: { hasProjects, project_id: conversations.project_id },
  sorts: { updated_at: conversations.updated_at, created_at: conversations.created_at, id: conversations.id },
  includes: conversationIncludes,
  defaultSort: { key: 'updated_at', direction: 'DESC' },
  // Spec section 9: conversation lists load 999 per page.
  defaultLimit: 999,
};

/** Employees may also list the conversations of any one user, or all of them, searched and filtered. */
export const staffConversationListResource: ListResource<ConversationInclude> = {
  ...conversationListResource,
  filters: { ...conversationListResource.filters, participant, all, archived, search },
};

/** The staff filters that leave the viewer's own conversations for everybody's (archived ones included). */
export const staffWideFilters = ['participant', 'all'] as const;

export interface ConversationRow {
  id: number;
  project_id: number | null;
  sender_user_id: number;
  addressee_user_id: number;
  created_at: Date;
  updated_at: Date;
  archived_at: Date | null;
  project_name: string | null;
  project_status: (typeof projects.$inferSelect)['status'] | null;
  latest: { id: number; content: string; created_at: string; sender_user_id: number | null } | null;
  unread_count: number;
}

/** Columns of a conversation as seen by `viewerUserId`: the latest message and what they have not read. */
function columns(viewerUserId: number) {
  return {
    id: conversations.id,
    project_id: conversations.project_id,
    sender_user_id: conversations.sender_user_id,
    addressee_user_id: conversations.addressee_user_id,
    created_at: conversations.created_at,
    updated_at: conversations.updated_at,
    archived_at: conversations.archived_at,
    project_name: projects.name,
    project_status: projects.status,
    latest: sql<ConversationRow['latest']>`(
      select json_build_object('id', m.id, 'content', m.content, 'created_at', m.created_at, 'sender_user_id', m.sender_user_id)
      from ${messages} m where m.conversation_id = ${conversations.id}
      order by m.created_at desc, m.id desc limit 1)`,
    unread_count: sql<number>`(
      select count(*)::int from ${messages} m
      where m.conversation_id = ${conversations.id} and m.read_at is null
        and m.sender_user_id is not null and m.sender_user_id <> ${viewerUserId})`,
  };
}

export async function listConversations(
  db: DbOrTx,
  viewerUserId: number,
  scope: SQL | undefined,
  list: ParsedList<ConversationInclude>,
) {
  const where = and(scope, list.where);
  const [rows, totals] = await Promise.all([
    db
      .select(columns(viewerUserId))
      .from(conversations)
      .leftJoin(projects, eq(projects.id, conversations.project_id))
      .where(where)
      .orderBy(...list.orderBy, desc(conversations.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return { rows: rows as ConversationRow[], total: totals[0]?.total ?? 0 };
}

export async function findConversation(db: DbOrTx, id: number, viewerUserId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select(columns(viewerUserId))
    .from(conversations)
    .leftJoin(projects, eq(projects.id, conversations.project_id))
    .where(eq(conversations.id, id));
  return row as ConversationRow | undefined;
}

/** Just enough to authorise a write: the parties and the project's status, without the list columns. */
export async function findConversationAccess(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      sender_user_id: conversations.sender_user_id,
      addressee_user_id: conversations.addressee_user_id,
      archived_at: conversations.archived_at,
      project_status: projects.status,
    })
    .from(conversations)
    .leftJoin(projects, eq(projects.id, conversations.project_id))
    .where(eq(conversations.id, id));
  return row;
}

export const participantScope = (userId: number) =>
  or(eq(conversations.sender_user_id, userId), eq(conversations.addressee_user_id, userId));

/** Bumps the conversation so lists sorted by updated_at show the newest activity first. */
export async function touchConversation(db: DbOrTx, id: number, at: Date) {
  await db.update(conversations).set({ updated_at: at }).where(eq(conversations.id, id));
}
