import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.ts';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { enqueueEmail } from './enqueue-email.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  createMailWorker,
  defaultMaxAttempts,
  describeSendError,
  type MailWorkerLogger,
  removedBody,
  retryDelayMs,
} from './mail-worker.ts';
import type { MailContext } from './rendered-email.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const ctx: MailContext = { brandName: 'Studiekraft', publicUrl: 'http://studiekraft.test' };
const FROM = 'Studiekraft <noreply@studiekraft.test>';

let database: Database;
let smtp: TestSmtpServer;
let transport: ReturnType<typeof createSmtpTransport>;
let clock: Date;
let logs: unknown[];

const logger: MailWorkerLogger = {
  debug: (obj, msg) => logs.push([obj, msg]),
  info: (obj, msg) => logs.push([obj, msg]),
  warn: (obj, msg) => logs.push([obj, msg]),
  error: (obj, msg) => logs.push([obj, msg]),
};

const worker = (options: { transport?: MailTransport; batchSize?: number; keepSentBodies?: boolean } = {}) =>
  createMailWorker({
    db: database.db,
    transport: options.transport ?? transport,
    from: FROM,
    logger,
    batchSize: options.batchSize,
    keepSentBodies: options.keepSentBodies,
    now: () => clock,
  });

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const rows = () => database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id));

async function enqueue(count: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (let i = 1; i <= count; i++) {
      await enqueueEmail(tx, ctx, `person${i}@example.test`, {
        template: 'reset-password',
        data: { name: `Person ${i}`, url: `http://studiekraft.test/reset?token=t${i}` },
      });
    }
  });
}

// One migrated in-memory PGlite per file (3-4 s); the outbox is emptied between tests.
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
}, 30_000);

afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(outboxEmails);
  smtp.received.length = 0;
  smtp.rejectWith(null);
  clock = new Date(Date.now() + 1_000);
  logs = [];
});

describe('mail worker over real SMTP', () => {
  it('sends mail committed in a transaction, once, with text and HTML parts', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, ctx, 'anna@example.test', {
        template: 'confirm-email',
        data: { name: 'Anna', url: 'http://studiekraft.test/?confirmation=abc', needsPassword: false },
      });
      await enqueueEmail(tx, ctx, 'bo@example.test', {
        template: 'reset-password',
        data: { name: 'Bo', url: 'http://studiekraft.test/reset/def' },
      });
      await enqueueEmail(tx, ctx, 'cia@example.test', {
        template: 'account-activated',
        data: { name: 'Cia', loginUrl: 'http://studiekraft.test/login' },
      });
    });

    expect(await worker().drain()).toBe(3);

    const byTo = Object.fromEntries(smtp.received.map((m) => [m.envelopeTo.join(','), m]));
    expect(Object.keys(byTo).sort()).toEqual(['anna@example.test', 'bo@example.test', 'cia@example.test']);
    expect(byTo['anna@example.test']?.subject).toBe('Bekræft din email hos Studiekraft');
    expect(byTo['bo@example.test']?.subject).toBe('Nulstil dit kodeord');
    expect(byTo['cia@example.test']?.subject).toBe('Din profil er aktiveret');
    for (const mail of smtp.received) {
      expect(mail.envelopeFrom).toBe('noreply@studiekraft.test');
      expect(mail.parts).toEqual(['text/plain', 'text/html']);
    }
    expect(byTo['anna@example.test']?.text).toContain('http://studiekraft.test/?confirmation=abc');
    expect(byTo['anna@example.test']?.html).toContain('href="http://studiekraft.test/?confirmation=abc"');
    expect(byTo['bo@example.test']?.text).toContain('Hej Bo');

    const stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts, r.last_error])).toEqual(Array(3).fill(['sent', 1, null]));
    expect(stored.every((r) => r.sent_at?.getTime() === clock.getTime())).toBe(true);

    // Nothing left to do: a second pass (or a later poll) sends nothing again.
    advance(24 * 60 * 60_000);
    expect(await worker().drain()).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, ctx, 'anna@example.test', {
          template: 'reset-password',
          data: { name: 'Anna', url: 'http://studiekraft.test/reset/x' },
        });
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow();

    expect(await worker().drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  it('keeps mail pending through an SMTP rejection and delivers it exactly once later', async () => {
    await enqueue(3);
    smtp.rejectWith(451);

    expect(await worker().drain()).toBe(0);
    let stored = await rows();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.next_attempt_at.getTime()).toBe(clock.getTime() + 30_000);
      expect(row.last_error).toMatch(/^[A-Z]+ 451$/);
    }

    smtp.rejectWith(null);
    expect(await worker().drain()).toBe(0); // backing off: not due yet
    expect(smtp.received).toHaveLength(0);

    advance(30_000);
    expect(await worker().drain()).toBe(3);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'person1@example.test',
      'person2@example.test',
      'person3@example.test',
    ]);
    stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts, r.last_error])).toEqual(Array(3).fill(['sent', 2, null]));
    advance(60 * 60_000);
    expect(await worker().drain()).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });

  it('survives the SMTP server being down and delivers once it is back', async () => {
    await enqueue(2);
    await smtp.stop();
    try {
      expect(await worker().drain()).toBe(0);
      const stored = await rows();
      expect(stored.map((r) => [r.status, r.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(stored.every((r) => r.next_attempt_at > clock)).toBe(true);
      expect(stored[0]?.last_error).toMatch(/^E[A-Z]+$/);
    } finally {
      await smtp.restart();
    }
    advance(30_000);
    expect(await worker().drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('backs off exponentially and gives up as failed after the last attempt', async () => {
    await enqueue(1);
    smtp.rejectWith(450);
    const w = worker();
    for (let attempt = 1; attempt <= defaultMaxAttempts; attempt++) {
      expect(await w.drain()).toBe(0);
      const [row] = await rows();
      expect(row?.attempts).toBe(attempt);
      if (attempt < defaultMaxAttempts) {
        expect(row?.status).toBe('pending');
        expect((row?.next_attempt_at.getTime() ?? 0) - clock.getTime()).toBe(retryDelayMs(attempt));
        advance(retryDelayMs(attempt));
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    advance(24 * 60 * 60_000);
    smtp.rejectWith(null);
    expect(await w.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await w.state()).toMatchObject({ running: false, transport: 'smtp', pending: 0, failed: 1 });
    expect((await w.state()).lastError).toMatch(/^[A-Z]+ 450$/);
  });

  it('never logs or stores recipient addresses, names or bodies', async () => {
    await enqueue(2);
    smtp.rejectWith(451);
    await worker().drain();
    smtp.rejectWith(null);
    advance(30_000);
    await worker().drain();
    const stored = JSON.stringify((await rows()).map((r) => r.last_error));
    const logged = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of ['example.test', 'Person', 'token=']) {
      expect(logged).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });

  it('lets two workers drain the same outbox concurrently without sending twice', async () => {
    await enqueue(7);
    const [a, b] = await Promise.all([worker({ batchSize: 2 }).drain(), worker({ batchSize: 2 }).drain()]);
    expect(a + b).toBe(7);
    expect(smtp.received).toHaveLength(7);
    expect(new Set(smtp.received.map((m) => m.envelopeTo[0])).size).toBe(7);
  });

  it('re-sends mail whose worker died mid-send once the lease runs out (at-least-once)', async () => {
    await enqueue(1);
    let claimed = false;
    const hanging: MailTransport = {
      name: 'hanging',
      send: () => {
        claimed = true;
        return new Promise<void>(() => {}); // the process "dies" here: no outcome is ever recorded
      },
    };
    void worker({ transport: hanging }).drain();
    await vi.waitFor(() => expect(claimed).toBe(true));

    advance(60_000);
    expect(await worker().drain()).toBe(0); // still leased by the dead worker
    advance(5 * 60_000);
    expect(await worker().drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('runs in the background once started and wakes on poke', async () => {
    // Real time here: the loop itself is under test.
    const live = createMailWorker({ db: database.db, transport, from: FROM, logger, pollMs: 60_000 });
    live.start();
    await vi.waitFor(async () => expect((await live.state()).running).toBe(true));
    await enqueue(1);
    live.poke();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
    await live.stop();
    expect(await live.state()).toMatchObject({ running: false, transport: 'smtp', pending: 0, failed: 0 });
  });

  it('removes the one-time link from the stored mail once it is sent', async () => {
    await enqueue(1);
    const [pending] = await rows();
    expect(pending?.text).toContain('token=t1');
    expect(await worker().drain()).toBe(1);
    expect(smtp.received[0]?.text).toContain('token=t1');
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent', subject: 'Nulstil dit kodeord', text: removedBody });
    expect(sent?.html).toContain(removedBody);
    expect(JSON.stringify(sent)).not.toContain('token=');
  });

  it('removes the link from a mail it gives up on', async () => {
    await enqueue(1);
    smtp.rejectWith(550);
    const w = worker();
    for (let attempt = 1; attempt < defaultMaxAttempts; attempt++) {
      await w.drain();
      expect((await rows())[0]?.text).toContain('token=t1');
      advance(retryDelayMs(attempt));
    }
    await w.drain();
    const [failed] = await rows();
    expect(failed?.status).toBe('failed');
    expect(JSON.stringify(failed)).not.toContain('token=');
  });

  it('keeps the bodies when asked to (the capture transport, whose rows are the dev mailbox)', async () => {
    await enqueue(1);
    expect(await worker({ keepSentBodies: true }).drain()).toBe(1);
    const [sent] = await rows();
    expect(sent?.status).toBe('sent');
    expect(sent?.text).toContain('token=t1');
    expect(sent?.html).toContain('token=t1');
  });

  it('leaves mail pending when there is no transport at all', async () => {
    await enqueue(1);
    const none = createMailWorker({ db: database.db, transport: null, from: FROM, logger, now: () => clock });
    none.start();
    expect(await none.drain()).toBe(0);
    expect(await none.state()).toMatchObject({ running: false, transport: 'none', pending: 1 });
    await none.stop();
  });
});

describe('retry policy and error reduction', () => {
  it('doubles from 30 s and caps at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('keeps only codes from an SMTP error', () => {
    const error = Object.assign(new Error('550 5.1.1 <anna@example.test>: Recipient address rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <anna@example.test>',
    });
    expect(describeSendError(error)).toBe('EENVELOPE 550');
    expect(describeSendError(new TypeError('boom anna@example.test'))).toBe('TypeError');
    expect(describeSendError('anna@example.test')).toBe('ERROR');
    expect(describeSendError({ code: 'weird code with anna@example.test' })).toBe('ERROR');
  });
});
