import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { enqueueEmail } from '../emails/enqueue-email.ts';
import type { MailTransport } from '../emails/mail-transport.ts';
import { mailerPlugin } from './mailer.ts';

let database: Database;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
}, 30_000);

afterAll(async () => {
  await smtp?.stop();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(outboxEmails);
  smtp.received.length = 0;
});

async function appWith(config: Partial<Config>, opts: { transport?: MailTransport; start: boolean }) {
  const app = Fastify({ logger: false });
  app.decorate('config', { env: 'development', mailFrom: 'Studiekraft <noreply@studiekraft.test>', ...config } as Config);
  app.decorate('database', database);
  await app.register(mailerPlugin, opts);
  await app.ready();
  return app;
}

async function enqueueOne(to = 'anna@example.test') {
  await database.db.transaction(async (tx) => {
    await enqueueEmail(tx, { brandName: 'Studiekraft', publicUrl: 'http://studiekraft.test' }, to, {
      template: 'reset-password',
      data: { name: 'Anna', url: 'http://studiekraft.test/reset/tok' },
    });
  });
}

describe('mailerPlugin', () => {
  it('sends through SMTP_URL when it is set, woken by poke after commit', async () => {
    const app = await appWith({ smtpUrl: smtp.url }, { start: true });
    try {
      expect(await app.mailWorker.state()).toMatchObject({ running: true, transport: 'smtp' });
      await enqueueOne();
      app.mailWorker.poke();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
      expect(smtp.received[0]?.subject).toBe('Nulstil dit kodeord');
      expect(smtp.received[0]?.text).toContain('/reset/tok');
      // Sent for real: the one-time link no longer sits in the outbox.
      await vi.waitFor(async () => {
        const [row] = await database.db.select().from(outboxEmails);
        expect(row?.status).toBe('sent');
        expect(row?.text).not.toContain('/reset/tok');
        expect(row?.html).not.toContain('/reset/tok');
      });
    } finally {
      await app.close();
    }
    expect((await app.mailWorker.state()).running).toBe(false);
  });

  it('captures mail in development without SMTP: the row is marked sent and nothing leaves', async () => {
    const app = await appWith({ smtpUrl: undefined }, { start: false });
    try {
      await enqueueOne();
      expect(await app.mailWorker.state()).toMatchObject({ running: false, transport: 'capture', pending: 1 });
      expect(await app.mailWorker.drain()).toBe(1);
      const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'anna@example.test'));
      expect(row?.status).toBe('sent');
      // The row is the dev mailbox: its link stays readable there.
      expect(row?.text).toContain('http://studiekraft.test/reset/tok');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('keeps mail pending in production without SMTP instead of pretending to send it', async () => {
    const app = await appWith({ env: 'production', smtpUrl: undefined }, { start: true });
    try {
      await enqueueOne();
      app.mailWorker.poke();
      expect(await app.mailWorker.drain()).toBe(0);
      expect(await app.mailWorker.state()).toMatchObject({ running: false, transport: 'none', pending: 1 });
    } finally {
      await app.close();
    }
  });

  it('prefers a transport handed in by the caller (tests) over SMTP_URL', async () => {
    const sent: string[] = [];
    const transport: MailTransport = { name: 'memory', send: async (mail) => void sent.push(mail.to) };
    const app = await appWith({ smtpUrl: smtp.url }, { transport, start: false });
    try {
      await enqueueOne('bo@example.test');
      expect(await app.mailWorker.drain()).toBe(1);
      expect(sent).toEqual(['bo@example.test']);
      expect((await app.mailWorker.state()).transport).toBe('memory');
    } finally {
      await app.close();
    }
  });
});
