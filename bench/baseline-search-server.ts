/**
 * The yardstick for GET /api/students: a bare Fastify route on the same data (its own PGlite copy, or the
 * PostgreSQL database at DATABASE_URL) that runs the best hand-written statements for a search page and
 * sends the text as is: the page of rows, skills, the student's prices built as JSON inside the database,
 * and the same counting strategy as the API (decision 030: one row more than the page to know whether the
 * list ends there, else a count kept 30 s, recounted in the background after 20 s, decision 037). No auth, no list-query parsing, no presenter, no serialiser:
 * what is left is the database work the real endpoint cannot avoid.
 * Run as a child process: PORT and PGLITE_DIR or DATABASE_URL in the environment; prints "ready".
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';
import { prepareOnce } from './pglite-prepare-once.ts';

// The filters' placeholders start at `first`: $3 in the page query (after limit and offset), $1 in the count.
// Visibility is the student's own `listed` column, kept by triggers (decision 038): no user is read.
const visible = (withSkill: boolean, withName: boolean, first: number) => `
  from students s
  where s.listed
    ${withSkill ? `and exists (select 1 from student_skills ss where ss.student_id = s.id and ss.skill_id = $${first})` : ''}
    ${withName ? `and s.name ilike $${withSkill ? first + 1 : first}` : ''}`;

// A card's skills with the student's price at their level (the typeahead asks for none).
const skillsColumn = `'skills', (
      select coalesce(json_agg(json_build_object(
        'id', sk.id, 'key', sk.key, 'name', sk.name, 'slug', sk.slug, 'skill_group_id', sk.skill_group_id,
        'skillGroup', json_build_object('id', g.id, 'name', g.name, 'slug', g.slug),
        'paygrades', case when p.id is null then '[]'::json else json_build_array(json_build_object(
          'id', p.id, 'level_id', p.level_id, 'starting_price', p.starting_price, 'type', p.type)) end
      ) order by g."order", sk."order", sk.name), '[]')
      from student_skills ss
      join skills sk on sk.id = ss.skill_id
      join skill_groups g on g.id = sk.skill_group_id
      left join paygrades p on p.skill_id = sk.id and p.level_id = s.level_id and l.enabled
      where ss.student_id = s.id and sk.enabled and g.enabled),`;

// The page's ids (one more than shown) in the (name, id) index's order, then the full rows and their
// skills for the shown ones only (the ranks count from the list's start, before the offset); `read` says
// how many ids the page query found.
const limited = 'limit $1::int + 1 offset $2';
// A name search with few matches (the API's rule, decision 030) sorts its matches instead: among the listed
// names alone when the name is the only filter (decision 041; that table has no name order to walk), else
// materialised first, so the planner cannot walk the name index instead. Only the page is numbered, after a
// bounded (top-N) sort: a window over every match would sort all of them (2,593 for "mik" at 100,000).
const numberedPage = (sortedIds: string) => `page as (
  select s.id, $2::int + row_number() over (order by s.name, s.id) as rn
  from (${sortedIds}) s
)`;
const sortedMatchesPage = (withSkill: boolean, withName: boolean) =>
  withSkill
    ? `matches as materialized (select s.id, s.name ${visible(withSkill, withName, 3)}),
${numberedPage(`select m.id, m.name from matches m order by m.name, m.id ${limited}`)}`
    : numberedPage(`select n.student_id as id, n.name from listed_student_names n
    where n.name_lower like lower($3) order by n.name, n.student_id ${limited}`);
const pageSql = (withSkill: boolean, withName: boolean, withSkills: boolean, sortMatches: boolean) => `
with ${
  sortMatches
    ? sortedMatchesPage(withSkill, withName)
    : withSkill && !withName
      ? // A skill's listed students in name order from student_skills alone (decision 042).
        `page as (
  select ss.student_id as id, row_number() over (order by ss.student_name, ss.student_id) as rn
  from student_skills ss where ss.skill_id = $3 and ss.student_listed
  order by ss.student_name, ss.student_id
  ${limited}
)`
      : `page as (
  select s.id, row_number() over (order by s.name, s.id) as rn
  ${visible(withSkill, withName, 3)}
  order by s.name, s.id
  ${limited}
)`
}
select coalesce(json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'slug', s.slug, 'short', s.short,
    'level', json_build_object('id', l.id, 'key', l.key, 'name', l.name, 'order', l."order"),
    ${withSkills ? skillsColumn : ''}
    'average_rating', s.average_rating, 'ratings_count', s.ratings_count, 'is_new', s.is_new,
    'avatars', json_build_object('primary', case when u.avatar_path is null then null else '/api/media/' || u.avatar_path end),
    'created_at', s.created_at
  ) order by page.rn) filter (where page.rn <= $1::int + $2::int), '[]')::text as rows,
  count(*)::int as read
from page
join students s on s.id = page.id
join users u on u.id = s.user_id
join levels l on l.id = s.level_id`;

const countSql = (withSkill: boolean, withName: boolean) => `select count(*)::int as n ${visible(withSkill, withName, 1)}`;

type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: async <T>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  // The name's trigram index needs pg_trgm loaded, as the server loads it (apps/server/src/db/client.ts).
  const db = new PGlite({ dataDir: process.env.PGLITE_DIR ?? '', extensions: { pg_trgm } });
  await db.waitReady;
  const prepared = prepareOnce(db);
  const query = async <T>(text: string, params: unknown[]) => (await prepared<T>(text, params)).rows;
  return { query, close: () => db.close() };
}

async function main() {
  const db = await connect();
  const counts = new Map<string, { n: number; counted: number }>();
  const counting = new Map<string, Promise<number>>();
  // The API's rule for sorting a name search's matches: at most 10,000 and at most 5 % of the planner's
  // row estimate for students (none known: only the 10,000).
  const [estimate] = await db.query<{ n: number }>(
    `select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'students'::regclass`,
    [],
  );
  const sortShareLimit = (estimate?.n ?? 0) > 0 ? (estimate?.n ?? 0) * 0.05 : Number.POSITIVE_INFINITY;
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { skill?: string; name?: string; limit?: string; page?: string; skills?: string } }>(
    '/search',
    async (request, reply) => {
      const limit = Number(request.query.limit ?? 9);
      const offset = Number(request.query.page ?? 0) * limit;
      const skill = request.query.skill ? Number(request.query.skill) : undefined;
      // The student name search: case-insensitive contains, the term taken literally.
      const name = request.query.name ? `%${request.query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const filters = [...(skill === undefined ? [] : [skill]), ...(name === undefined ? [] : [name])];
      const key = JSON.stringify(filters);
      const recount = () => {
        let running = counting.get(key);
        if (!running) {
          running = db
            .query<{ n: number }>(countSql(skill !== undefined, name !== undefined), filters)
            .then(([row]) => {
              counts.set(key, { n: row?.n ?? 0, counted: Date.now() });
              return row?.n ?? 0;
            })
            .finally(() => counting.delete(key));
          counting.set(key, running);
        }
        return running;
      };
      // The API's rule (decision 037): a count kept 30 s, recounted in the background after 20 s.
      const count = async () => {
        const cached = counts.get(key);
        const age = cached ? Date.now() - cached.counted : Number.POSITIVE_INFINITY;
        if (cached && age < 30_000) {
          if (age >= 20_000) recount().catch(() => {});
          return cached.n;
        }
        return recount();
      };
      const sortMatches = name !== undefined && (await count()) <= Math.min(10_000, sortShareLimit);
      const [page] = await db.query<{ rows: string; read: number }>(
        pageSql(skill !== undefined, name !== undefined, request.query.skills !== '0', sortMatches),
        [limit, offset, ...filters],
      );
      const read = page?.read ?? 0;
      let total: number;
      if (read === 0 && offset > 0) {
        counts.delete(key);
        total = await count();
      } else if (read > limit) total = Math.max(await count(), offset + read);
      else total = offset + read;
      return reply.type('application/json').send(`{"rows":${page?.rows ?? '[]'},"total":${total}}`);
    },
  );
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('ready');
  process.once('SIGTERM', () => {
    void app.close().then(() => db.close().then(() => process.exit(0)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
