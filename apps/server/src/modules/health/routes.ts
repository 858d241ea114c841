import type { FastifyInstance } from 'fastify';

/** GET /api/health: database reachability and mail-worker state, for load balancers and humans. */
export async function healthModule(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const database = await app.database
      .ping()
      .then(() => ({ ok: true, kind: app.database.kind }))
      .catch(() => ({ ok: false, kind: app.database.kind }));
    const mail = await app.mailWorker.state().catch(() => null);
    const ok = database.ok && mail !== null;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, mail });
  });
}
