import type { PGlite } from '@electric-sql/pglite';
import { closedProjectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from '../../db/client.ts';
import { assertConformingStrings } from '../../db/pglite-planned-statements.ts';

function integer(value: number) {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

/** Text written into the statement by drizzle's own quoting (doubled quotes; standard_conforming_strings is checked). */
const { escapeString } = new PgDialect();
const closedStatusList = closedProjectStatuses.map(escapeString).join(', ');

/**
 * The chat's hot path in one statement ($1 conversation, $2 sender user, $3 content, $4 time): checks that
 * the sender takes part, the conversation is not archived and its project not closed, inserts the
 * message, bumps the conversation and returns the message with its sender's display data. No row when
 * the check fails. The columns are named, not `*`: a prepared statement whose result type changes (a
 * migration adding a column while a process runs) fails until it is prepared again.
 */
const text = `
  with target as (
    select c.id from conversations c
    left join projects p on p.id = c.project_id
    where c.id = $1::int
      and $2::int in (c.sender_user_id, c.addressee_user_id)
      and c.archived_at is null
      and (p.status is null or p.status::text not in (${closedStatusList}))
  ), inserted as (
    insert into messages (conversation_id, sender_user_id, content, content_type, created_at)
    select id, $2::int, $3::text, 'text', $4::timestamptz from target
    returning id, conversation_id, sender_user_id, content, content_type, read_at, created_at
  ), touched as (
    update conversations set updated_at = $4::timestamptz where id in (select conversation_id from inserted)
  )
  select i.id, i.conversation_id, i.sender_user_id, i.content, i.content_type, i.read_at, i.created_at,
    u.account_type as sender_account_type, u.avatar_path as sender_avatar_path, s.slug as sender_slug,
    coalesce(s.name, trim(cu.first_name || ' ' || cu.last_name), e.name, '') as sender_name
  from inserted i
  join users u on u.id = i.sender_user_id
  left join students s on s.user_id = u.id
  left join customers cu on cu.user_id = u.id
  left join employees e on e.user_id = u.id`;

const name = 'post_message_v1';

export type PostMessageValues = { conversationId: number; senderUserId: number; content: string; at: Date };
type Run = (values: PostMessageValues) => Promise<Record<string, unknown>[]>;

/**
 * PostgreSQL: a named statement, parsed and planned once per pooled connection (pg keeps track).
 * PGlite has no named statements in its API and plans every query anew in WebAssembly, which cost about
 * 5 ms of this statement's 7 ms (decision 033); so it is PREPAREd once and EXECUTEd with literal
 * arguments, which EXECUTE needs (it takes no bind parameters), written in by drizzle's quoting. (A
 * round trip through PostgreSQL's quote_literal instead cost a third more per message on a busy PGlite.)
 * Text with a NUL byte, which PostgreSQL refuses anyway, takes the ordinary parameterised path.
 */
function createRun(database: Database): Run {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as Pool;
    return async (v) => (await pool.query({ name, text, values: [v.conversationId, v.senderUserId, v.content, v.at] })).rows;
  }
  const pglite = client as PGlite;
  let prepared: Promise<void> | undefined;
  const prepare = async () => {
    await assertConformingStrings(pglite);
    await pglite.exec(`prepare ${name}(int, int, text, timestamptz) as ${text}`);
  };
  const execute = async (v: PostMessageValues) => {
    prepared ??= prepare().catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    await prepared;
    const args = [integer(v.conversationId), integer(v.senderUserId), escapeString(v.content), escapeString(v.at.toISOString())];
    return (await pglite.query<Record<string, unknown>>(`execute ${name}(${args.join(', ')})`)).rows;
  };
  return async (v) => {
    if (v.content.includes('\0')) {
      return (await pglite.query<Record<string, unknown>>(text, [v.conversationId, v.senderUserId, v.content, v.at])).rows;
    }
    try {
      return await execute(v);
    } catch (error) {
      // 26000: the prepared statement is gone (a DEALLOCATE or DISCARD elsewhere): prepare again, once.
      if ((error as { code?: string }).code !== '26000') throw error;
      prepared = undefined;
      return execute(v);
    }
  };
}

const runs = new WeakMap<Database, Run>();

/** Runs the post-message statement on the database itself (not inside a transaction). */
export function runPostMessage(database: Database, values: PostMessageValues) {
  let run = runs.get(database);
  if (!run) {
    run = createRun(database);
    runs.set(database, run);
  }
  return run(values);
}
