import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ready = z.object({ status: z.literal('ready') });
const notReady = z.object({ status: z.enum(['draining', 'unavailable']) });

/** A database that does not answer within this long counts as unreachable: a probe must not hang. */
const defaultPingTimeoutMs = 2_000;

function answersWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = ping().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready: whether this process should be sent requests now (decision 072). 503 while it drains
 * before closing or while its database does not answer; GET /api/health stays the question whether the
 * process lives. Nothing about the database leaves but that one word.
 */
export async function readinessRoutes(fastify: FastifyInstance, opts: { pingTimeoutMs?: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pingTimeoutMs = opts.pingTimeoutMs ?? defaultPingTimeoutMs;
  app.get('/ready', { schema: { tags: ['health'], response: { 200: ready, 503: notReady } } }, async (_request, reply) => {
    if (app.readiness.draining) return reply.status(503).send({ status: 'draining' as const });
    if (!(await answersWithin(() => app.database.ping(), pingTimeoutMs)))
      return reply.status(503).send({ status: 'unavailable' as const });
    return reply.status(200).send({ status: 'ready' as const });
  });
}
