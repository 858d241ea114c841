import { randomBytes } from 'node:crypto';
import { transitions } from '@studiekraft/shared/rules/project-lifecycle';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server.ts';
import { call, login, systemCluster } from './system-cluster.ts';

/**
 * A server process is SIGKILLed in the middle of a burst of lifecycle actions while the SMTP server is
 * refusing mail. A second process then takes over with SMTP back: every acknowledged action is in the
 * database, and every e-mail its committed actions wrote is delivered exactly once.
 */
const tag = randomBytes(3).toString('hex');
let smtp: TestSmtpServer;
let db: pg.Client;
const cluster = systemCluster('crash', () => ({ SMTP_URL: smtp.url }));
const start = cluster.start;

/** Each action of the happy path, who performs it, its body and the event it writes. */
const steps = [
  { action: 'clarify', who: 'student', body: {}, event: 'project-clarification' },
  {
    action: 'priceOffer',
    who: 'student',
    body: { offer: 300, hours: 2, price_type: 'hourly' },
    event: 'project-price-offer-posted',
  },
  {
    action: 'acceptPriceOffer',
    who: 'customer',
    body: { offer: 300, hours: 2, price_type: 'hourly' },
    event: 'project-price-offer-accepted',
  },
  { action: 'finalize', who: 'student', body: { hours: 2 }, event: 'project-finalized' },
] as const;

/** How many e-mails an action's transition writes (the actor's own copy included in the table's list). */
const mailsOf = (action: string) => transitions.find((t) => t.action === action && t.who !== 'employee')?.emails.length ?? 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await cluster.create();
});

afterAll(async () => {
  await db?.end();
  await cluster.destroy();
  await smtp?.stop();
});

describe('a crash and an SMTP outage during lifecycle actions', () => {
  it('loses no acknowledged action and sends each of their e-mails exactly once', async () => {
    smtp.rejectWith(451);
    const first = await start();
    const customer = await login(first, 'kunde@example.com');
    const student = await login(first, 'studerende@example.com');
    const profile = await call<{ data: { id: number; skills: { id: number }[] } }>(
      first,
      'GET',
      '/api/students/slug/sofie-andersen?includes[]=skills',
    );
    const projects: { id: number; name: string }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const name = `Nedbrud-${tag}-${i}-slut`;
      const created = await call<{ data: { id: number } }>(first, 'POST', '/api/projects', customer.token, {
        name,
        message: 'Kan du hjælpe med dette?',
        skill_id: profile.body.data.skills[0]?.id,
        student_id: profile.body.data.id,
        customer_id: customer.accountId,
      });
      expect(created.status).toBe(201);
      projects.push({ id: created.body.data.id, name });
    }

    // Every project walks the happy path in its own worker; the process dies after 20 acknowledgements.
    const acknowledged: { projectId: number; event: string }[] = [];
    const walk = async (project: { id: number }) => {
      for (const step of steps) {
        const token = step.who === 'customer' ? customer.token : student.token;
        try {
          const response = await call(first, 'POST', `/api/projects/${project.id}/${step.action}`, token, step.body);
          if (response.status !== 200) return;
          acknowledged.push({ projectId: project.id, event: step.event });
          if (acknowledged.length === 20) first.child.kill('SIGKILL');
        } catch {
          return; // The connection died with the process: not acknowledged.
        }
      }
    };
    await Promise.all(projects.map(walk));
    await first.stop('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length).toBeLessThan(projects.length * steps.length);
    expect(smtp.received).toEqual([]);

    // SMTP is back and a new process takes over. Time is moved forward instead of waited for: the
    // failed rows' backoff and the dead process's leases end now.
    smtp.rejectWith(null);
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query(`update outbox_emails set next_attempt_at = now() where status = 'pending'`);
    const second = await start();
    const deadline = Date.now() + 60_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ n: string }>(`select count(*) as n from outbox_emails where status <> 'sent'`);
      pending = Number(rows[0]?.n);
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(pending).toBe(0);

    // Nothing acknowledged is lost.
    const { rows: events } = await db.query<{ project_id: number; type: string; n: string }>(
      `select project_id, type, count(*) as n from project_events where project_id = any($1) group by project_id, type`,
      [projects.map((p) => p.id)],
    );
    const committed = new Map(events.map((e) => [`${e.project_id} ${e.type}`, Number(e.n)]));
    for (const a of acknowledged) expect(committed.get(`${a.projectId} ${a.event}`), `${a.projectId} ${a.event}`).toBe(1);

    // Every committed action's e-mails arrived, none twice.
    const keys = smtp.received.map((m) => `${m.envelopeTo.join(',')}\n${m.subject}\n${m.text}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const project of projects) {
      const expected =
        1 + // the student's "new project" mail from the contact flow
        steps.reduce((sum, step) => sum + (committed.get(`${project.id} ${step.event}`) ?? 0) * mailsOf(step.action), 0);
      const delivered = smtp.received.filter((m) => m.text.includes(project.name)).length;
      expect(delivered, project.name).toBe(expected);
    }
    await second.stop();
  }, 180_000);
});
