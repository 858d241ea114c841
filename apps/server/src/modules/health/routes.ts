import type { FastifyInstance } from 'fastify';

/** GET /api/health: database reachability and mail-worker state, for load balancers and humans. */
export async function healthModule(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const mail = await app.mailWorker.state().catch(() => null);
    // The mail worker's state is counted in the database, so when it answers the database does too: one
    // round trip for a healthy server. Only when it fails is the database asked on its own, to tell which
    // of the two is down.
    const databaseOk =
      mail !== null ||
      (await app.database.ping().then(
        () => true,
        () => false,
      ));
    const database = { ok: databaseOk, kind: app.database.kind };
    // Healthy is the mail state read: that read was the database answering too.
    const ok = mail !== null;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, mail });
  });
}
