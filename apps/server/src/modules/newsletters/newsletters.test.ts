import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { newsletterSubscribers, outboxEmails } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
let limited: TestApp;

beforeAll(async () => {
  [t, limited] = await Promise.all([
    buildTestApp(),
    buildTestApp({ config: { rateLimits: { loginPerIp: 3, perEmail: 2, windowMs: 60_000 } } }),
  ]);
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const subscribe = (email: unknown, app = t, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/newsletters/subscribe/public', payload: { email }, remoteAddress });
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletters/confirm', payload: { token } });
const unsubscribe = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletters/unsubscribe', payload: { token } });
const rowsFor = (email: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
const mailsTo = (email: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.id);
const unsubscribeTokenIn = (text: string | undefined) =>
  decodeURIComponent(/afmeld\?token=([^\s"&<]+)/.exec(text ?? '')?.[1] ?? '');
const confirmTokenIn = (text: string | undefined) =>
  decodeURIComponent(/bekraeft\?token=([^\s"&<]+)/.exec(text ?? '')?.[1] ?? '');

/** Signs the address up and confirms it from the mail, as its owner would; returns the unsubscribe token. */
async function subscribed(email: string) {
  expect((await subscribe(email)).statusCode).toBe(200);
  const mails = await mailsTo(email);
  expect((await confirm(confirmTokenIn(mails.at(-1)?.text))).statusCode).toBe(200);
  return unsubscribeTokenIn((await mailsTo(email)).at(-1)?.text);
}

describe('POST /api/newsletters/subscribe/public (double opt-in, issue 33)', () => {
  it('records the sign-up as waiting and mails a Danish confirmation link, nothing more', async () => {
    const before = Date.now();
    const first = await subscribe('  Nyhed@Example.test ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const [row] = await rowsFor('nyhed@example.test');
    expect(row?.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.confirmed_at).toBeNull();
    const [mail, ...more] = await mailsTo('nyhed@example.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'newsletter-confirm',
      subject: 'Bekræft din tilmelding til nyhedsbrevet fra Studiekraft',
    });
    expect(mail?.text).toContain('http://studiekraft.test/nyhedsbrev/bekraeft?token=');
    const token = confirmTokenIn(mail?.text);
    expect(row?.confirm_token_hash).toBe(hashToken(token));
  });

  it('starts the subscription from the link, with a welcome that carries the unsubscribe link; a second click sends nothing', async () => {
    const email = 'bekraeft@example.test';
    await subscribe(email);
    const token = confirmTokenIn((await mailsTo(email))[0]?.text);
    expect((await confirm(token)).json()).toEqual({ ok: true });
    const [row] = await rowsFor(email);
    expect(row?.confirmed_at).toBeInstanceOf(Date);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    expect(mails[1]?.subject).toBe('Velkommen til nyhedsbrevet fra Studiekraft');
    expect(row?.unsubscribe_token_hash).toBe(hashToken(unsubscribeTokenIn(mails[1]?.text)));
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses an unknown or expired link, and the purge deletes what was never confirmed', async () => {
    expect((await confirm('x'.repeat(43))).json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    const email = 'for-sent@example.test';
    await subscribe(email);
    const token = confirmTokenIn((await mailsTo(email))[0]?.text);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ consent_at: eightDaysAgo })
      .where(eq(newsletterSubscribers.email, email));
    expect((await confirm(token)).json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    const confirmedEmail = 'bliver@example.test';
    await subscribed(confirmedEmail);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ consent_at: eightDaysAgo })
      .where(eq(newsletterSubscribers.email, confirmedEmail));
    expect(await t.app.newsletterPendingSignups.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await rowsFor(email)).toEqual([]);
    expect(await rowsFor(confirmedEmail)).toHaveLength(1);
  });

  it('is idempotent for a confirmed address: 200, one row, no further mail', async () => {
    await subscribed('to-gange@example.test');
    expect((await subscribe('TO-GANGE@example.test')).statusCode).toBe(200);
    expect(await rowsFor('to-gange@example.test')).toHaveLength(1);
    expect(await mailsTo('to-gange@example.test')).toHaveLength(2);
  });

  it('keeps one row when the same address arrives concurrently', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => subscribe('samtidig@example.test')));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsFor('samtidig@example.test')).toHaveLength(1);
  });

  it.each([
    ['missing', undefined, 'validation.required'],
    ['empty', '', 'validation.required'],
    ['not an e-mail', 'ikke-en-email', 'validation.email'],
    ['not a string', 42, 'validation.type'],
  ])('answers 422 for an e-mail that is %s', async (_label, email, code) => {
    const response = await subscribe(email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { email: [code] } });
  });

  it('limits sign-ups per IP and per address', async () => {
    const perIp = [];
    for (let i = 0; i < 4; i++) perIp.push((await subscribe(`ip${i}@example.test`, limited, '192.0.2.50')).statusCode);
    expect(perIp).toEqual([200, 200, 200, 429]);
    const perAddress = [];
    for (let i = 0; i < 3; i++) perAddress.push((await subscribe('samme@example.test', limited, `198.51.100.${i}`)).statusCode);
    expect(perAddress).toEqual([200, 200, 429]);
    expect((await subscribe('x@example.test', limited, '192.0.2.50')).json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
  });
});

describe('POST /api/newsletters/unsubscribe', () => {
  it('unsubscribes with the mailed token, also when clicked twice; signing up again needs a new confirmation', async () => {
    const token = await subscribed('afmeld@example.test');
    expect((await unsubscribe(token)).json()).toEqual({ ok: true });
    expect((await rowsFor('afmeld@example.test'))[0]?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await unsubscribe(token)).statusCode).toBe(200);

    expect((await subscribe('afmeld@example.test')).statusCode).toBe(200);
    const [row] = await rowsFor('afmeld@example.test');
    expect(row?.unsubscribed_at).toBeNull();
    expect(row?.confirmed_at).toBeNull();
    expect((await mailsTo('afmeld@example.test')).at(-1)?.template).toBe('newsletter-confirm');
    // The old link no longer belongs to the new sign-up.
    expect((await unsubscribe(token)).json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
  });

  it('answers 404 TOKEN_NOT_FOUND for an unknown token and 422 without one', async () => {
    const unknown = await unsubscribe('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    expect((await unsubscribe('')).statusCode).toBe(422);
    expect((await unsubscribe(undefined)).statusCode).toBe(422);
  });
});
