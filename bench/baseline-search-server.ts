/**
 * The yardstick for GET /api/students: a bare Fastify route on its own copy of the same PGlite data that
 * runs the single best hand-written statement for a search page (rows, skills, the student's prices and
 * the total built as JSON inside PostgreSQL) and sends the text as is. No auth, no list-query parsing,
 * no presenter, no serialiser: what is left is the database work the real endpoint cannot avoid.
 * Run as a child process: PORT and PGLITE_DIR in the environment; prints "ready" when listening.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

// The page's ids and the total over a narrow join first (the window runs over every match, so it should
// carry as little as possible), then the full rows and their skills for those ids only.
const pageSql = (withSkill: boolean, withName: boolean) => `
with page as (
  select s.id, count(*) over () as total
  from students s
  join users u on u.id = s.user_id
  where u.activated and u.email_confirmed_at is not null and not s.is_private
    ${withSkill ? 'and exists (select 1 from student_skills ss where ss.student_id = s.id and ss.skill_id = $3)' : ''}
    ${withName ? `and s.name ilike $${withSkill ? 4 : 3}` : ''}
  order by s.name, s.id
  limit $1 offset $2
)
select json_build_object(
  'rows', coalesce(json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'slug', s.slug, 'short', s.short,
    'level', json_build_object('id', l.id, 'key', l.key, 'name', l.name, 'order', l."order"),
    'skills', (
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
      where ss.student_id = s.id and sk.enabled and g.enabled),
    'average_rating', s.average_rating, 'ratings_count', s.ratings_count, 'is_new', s.is_new,
    'avatars', json_build_object('primary', case when u.avatar_path is null then null else '/api/media/' || u.avatar_path end),
    'created_at', s.created_at
  ) order by s.name, s.id), '[]'),
  'total', coalesce(max(page.total), 0)
)::text as body
from page
join students s on s.id = page.id
join users u on u.id = s.user_id
join levels l on l.id = s.level_id`;

async function main() {
  const db = new PGlite(process.env.PGLITE_DIR ?? '');
  await db.waitReady;
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { skill?: string; name?: string; limit?: string; page?: string } }>(
    '/search',
    async (request, reply) => {
      const limit = Number(request.query.limit ?? 9);
      const offset = Number(request.query.page ?? 0) * limit;
      const skill = request.query.skill ? Number(request.query.skill) : undefined;
      // The student name search: case-insensitive contains, the term taken literally.
      const name = request.query.name ? `%${request.query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const result = await db.query<{ body: string }>(pageSql(skill !== undefined, name !== undefined), [
        limit,
        offset,
        ...(skill === undefined ? [] : [skill]),
        ...(name === undefined ? [] : [name]),
      ]);
      return reply.type('application/json').send(result.rows[0]?.body ?? '{"rows":[],"total":0}');
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
