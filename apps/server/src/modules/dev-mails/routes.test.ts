import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { MailContext } from '../../emails/rendered-email.ts';

const ctx: MailContext = { brandName: 'Studiekraft', publicUrl: 'http://studiekraft.test' };
let t: TestApp;
let app: FastifyInstance;
let database: Database;

// The whole app, so the page is checked under the real helmet policy.
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  database = t.database;
});

afterAll(() => t?.close());

beforeEach(async () => {
  await database.db.delete(outboxEmails);
  await database.db.transaction(async (tx) => {
    await enqueueEmail(tx, ctx, 'anna@example.test', {
      template: 'confirm-email',
      data: { name: '<script>alert(1)</script> Anna', url: 'http://studiekraft.test/?confirmation=tok&x=1', needsPassword: true },
    });
  });
  await database.db.transaction(async (tx) => {
    await enqueueEmail(tx, ctx, 'bo@example.test', {
      template: 'reset-password',
      data: { name: 'Bo', url: 'http://studiekraft.test/reset/tok2' },
    });
  });
});

describe('GET /api/dev/mails', () => {
  it('lists captured mail newest first with its content', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.rows.map((r: { to: string }) => r.to)).toEqual(['bo@example.test', 'anna@example.test']);
    const [bo] = body.rows;
    expect(Object.keys(bo).sort()).toEqual(
      ['attachments', 'created_at', 'html', 'id', 'sent_at', 'status', 'subject', 'template', 'text', 'to'].sort(),
    );
    expect(bo).toMatchObject({
      subject: 'Nulstil dit kodeord',
      template: 'reset-password',
      status: 'pending',
      sent_at: null,
      attachments: [],
    });
    expect(bo.text).toContain('http://studiekraft.test/reset/tok2');
    expect(new Date(bo.created_at).toISOString()).toBe(bo.created_at);
  });

  it('filters by exact recipient, case-insensitively', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mails?to=ANNA@Example.test' });
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.rows[0].to).toBe('anna@example.test');
    const none = await app.inject({ method: 'GET', url: '/api/dev/mails?to=anna@example' });
    expect(none.json()).toEqual({ rows: [], total: 0 });
  });

  it('rejects an oversized filter with INVALID_QUERY', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/mails?to=${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
  });
});

describe('GET /dev/mailbox', () => {
  it('renders a Danish page with each mail in a sandboxed, escaped srcdoc frame', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain('<html lang="da">');
    expect(page).toContain('Postkasse');
    expect(page.indexOf('Nulstil dit kodeord')).toBeLessThan(page.indexOf('Bekræft din email hos Studiekraft'));
    // No script anywhere: the name's <script> is escaped twice over (mail HTML, then srcdoc attribute).
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('&amp;lt;script&amp;gt;');
    const frames = page.match(/<iframe [^>]*>/g) ?? [];
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame).toContain('sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"');
      expect(frame).not.toContain('allow-scripts');
      expect(frame).not.toContain('allow-same-origin');
      expect(frame).toContain('srcdoc="&lt;!DOCTYPE html&gt;');
      expect(frame).toContain('&lt;base target=&quot;_top&quot;&gt;');
    }
    // The confirmation link survives both escapes and is clickable inside the frame.
    expect(page).toContain('href=&quot;http://studiekraft.test/?confirmation=tok&amp;amp;x=1&quot;');
  });

  it('replaces the app policy with a script-free CSP of its own and is not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('filters by recipient and says so when nothing matches', async () => {
    const filtered = await app.inject({ method: 'GET', url: '/dev/mailbox?to=bo@example.test' });
    expect(filtered.body.match(/<iframe /g)).toHaveLength(1);
    expect(filtered.body).toContain('value="bo@example.test"');
    const empty = await app.inject({ method: 'GET', url: '/dev/mailbox?to=nobody@example.test' });
    expect(empty.body).toContain('Ingen emails til denne adresse endnu.');
    expect(empty.body).not.toContain('<iframe');
  });
});
