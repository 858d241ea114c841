import type { FastifyInstance } from 'fastify';
import type { MailWorkerState } from '../../emails/mail-worker.ts';
import { isEmployee } from '../../plugins/auth.ts';

const answers = (probe: Promise<unknown>) =>
  probe.then(
    () => true,
    () => false,
  );

/**
 * The mail worker's last error names the SMTP failure (a code and status, never an address): staff
 * read it to mend the mail; anyone else, a load balancer included, sees only the counts (issue 33).
 */
function mailStateFor(mail: MailWorkerState, staff: boolean) {
  if (staff) return mail;
  const { lastError: _lastError, ...counts } = mail;
  return counts;
}

/** GET /api/health: database reachability and mail-worker state, for load balancers and humans. */
export async function healthModule(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async (request, reply) => {
    const mail = await app.mailWorker.state().catch(() => null);
    // The mail worker's state is counted in the database, so reading it is the database answering too: one
    // round trip for a healthy server. Only when it fails is the database asked on its own, to tell which
    // of the two is down.
    const ok = mail !== null;
    const database = { ok: ok || (await answers(app.database.ping())), kind: app.database.kind };
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'degraded', database, mail: mail && mailStateFor(mail, isEmployee(request.viewer)) });
  });
}
