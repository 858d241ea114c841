/**
 * The yardstick for the API bench: a bare Fastify app on the same data as the real server, answering the
 * benched endpoints with the same JSON from one hand-written statement each (a named prepared statement
 * on PostgreSQL, so the database does not even re-plan it). What it keeps is what the real endpoint cannot
 * drop: the HTTP server, the JWT check of an authenticated route, one round trip to the database and the
 * JSON text. No plugins, hooks, list-query parsing, ORM, presenter or schema serialiser.
 * Run as a child process: PORT, JWT_SECRET and DATABASE_URL (PostgreSQL) or PGLITE_DIR in the
 * environment; prints "ready" when listening.
 */
import Fastify from 'fastify';
import { createHs256Verifier } from '../apps/server/src/lib/hs256-jwt-verifier.ts';
import { prepareOnce } from './pglite-prepare-once.ts';

type Query = (name: string, text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

// Total by a window over the (tiny) match, so the list needs one round trip instead of a count query.
const levelsSql = `select id, key, name, "order", enabled, count(*) over () as total
  from levels where enabled order by "order", id limit 999`;

// The user and their account row (one of three tables by type) as the API's JSON, built in PostgreSQL.
const userSql = `select json_build_object(
    'id', u.id, 'email', u.email, 'pending_email', u.pending_email, 'activated', u.activated,
    'confirmed', u.email_confirmed_at is not null,
    'avatar', case when u.avatar_path is null then null else '/api/media/' || u.avatar_path end,
    'account_type', u.account_type,
    'account', json_build_object(
      'id', coalesce(s.id, c.id, e.id, 0),
      'name', coalesce(s.name, trim(c.first_name || ' ' || c.last_name), e.name, ''),
      'phone_number', coalesce(s.phone_number, c.phone_number, e.phone_number),
      'slug', s.slug, 'type', u.account_type, 'address', c.address, 'city', c.city, 'postcode', c.postcode,
      'avatars', json_build_object('primary', case when u.avatar_path is null then null else '/api/media/' || u.avatar_path end)),
    'created_at', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text as body
  from users u
  left join students s on u.account_type = 'STUDENT' and s.user_id = u.id
  left join customers c on u.account_type = 'CUSTOMER' and c.user_id = u.id
  left join employees e on u.account_type = 'EMPLOYEE' and e.user_id = u.id
  where u.id = $1`;

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The same pool size as the real server (db/client.ts), so neither side gets more connections.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });
    return { query: (name, text, values) => pool.query({ name, text, values }), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.PGLITE_DIR ?? '');
  await db.waitReady;
  // As the server does on PGlite (decisions 039 and 041): every statement is planned once; the users
  // detail, which takes its id as a value, is EXECUTEd with it.
  const prepared = prepareOnce(db);
  return {
    query: (_name, text, values) => prepared<Record<string, unknown>>(text, values, { parameters: values.length > 0 }),
    close: () => db.close(),
  };
}

async function main() {
  const { query, close } = await openQuery();
  // The cheapest sound check, the same the real server makes (an HMAC with a key made once): a slower one
  // here would flatter the real server's ratio.
  const verify = createHs256Verifier(process.env.JWT_SECRET ?? '', { issuer: 'studiekraft', requiredClaims: ['exp'] });
  const app = Fastify({ logger: false });

  app.get('/api/levels', async (_request, reply) => {
    const { rows } = await query('bare-levels', levelsSql, []);
    const total = Number(rows[0]?.total ?? 0);
    const body = JSON.stringify({ rows: rows.map(({ total: _total, ...row }) => row), total });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: { id: string } }>('/api/users/:id', async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const payload = verify(token);
    const id = Number(request.params.id);
    if (!payload) return reply.status(401).send({ message: 'UNAUTHENTICATED' });
    if (payload.typ !== 'EMPLOYEE' && Number(payload.sub) !== id) return reply.status(403).send({ message: 'FORBIDDEN' });
    const { rows } = await query('bare-user', userSql, [id]);
    const user = rows[0]?.body;
    if (typeof user !== 'string') return reply.status(404).send({ message: 'NOT_FOUND' });
    return reply.type('application/json; charset=utf-8').send(`{"data":${user}}`);
  });

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('ready');
  process.once('SIGTERM', () => {
    void app.close().then(() => close().then(() => process.exit(0)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
