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
const unsubscribe = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletters/unsubscribe', payload: { token } });
const rowsFor = (email: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
const mailsTo = (email: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
const tokenIn = (text: string | undefined) => decodeURIComponent(/afmeld\?token=([^\s"&<]+)/.exec(text ?? '')?.[1] ?? '');

describe('POST /api/newsletters/subscribe/public', () => {
  it('subscribes once, records consent, and mails a Danish welcome with an unsubscribe link', async () => {
    const before = Date.now();
    const first = await subscribe('  Nyhed@Example.test ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const [row] = await rowsFor('nyhed@example.test');
    expect(row?.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.unsubscribed_at).toBeNull();
    const [mail] = await mailsTo('nyhed@example.test');
    expect(mail).toMatchObject({ template: 'newsletter-welcome', subject: 'Velkommen til nyhedsbrevet fra Studiekraft' });
    expect(mail?.text).toContain('http://studiekraft.test/nyhedsbrev/afmeld?token=');
    expect(mail?.html).toContain('Afmeld nyhedsbrevet');
    const token = tokenIn(mail?.text);
    expect(row?.unsubscribe_token_hash).toBe(hashToken(token));
    expect(row?.unsubscribe_token_hash).not.toContain(token);
  });

  it('is idempotent: the same address twice is 200 both times, one row, one mail', async () => {
    expect((await subscribe('to-gange@example.test')).statusCode).toBe(200);
    expect((await subscribe('TO-GANGE@example.test')).statusCode).toBe(200);
    expect(await rowsFor('to-gange@example.test')).toHaveLength(1);
    expect(await mailsTo('to-gange@example.test')).toHaveLength(1);
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
  it('unsubscribes with the mailed token, also when clicked twice; re-subscribing works again', async () => {
    await subscribe('afmeld@example.test');
    const token = tokenIn((await mailsTo('afmeld@example.test'))[0]?.text);
    expect((await unsubscribe(token)).json()).toEqual({ ok: true });
    expect((await rowsFor('afmeld@example.test'))[0]?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await unsubscribe(token)).statusCode).toBe(200);

    expect((await subscribe('afmeld@example.test')).statusCode).toBe(200);
    const [row] = await rowsFor('afmeld@example.test');
    expect(row?.unsubscribed_at).toBeNull();
    const mails = await mailsTo('afmeld@example.test');
    expect(mails).toHaveLength(2);
    // The old link no longer belongs to the new subscription; the new one does.
    expect((await unsubscribe(token)).json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    expect((await unsubscribe(tokenIn(mails[1]?.text))).statusCode).toBe(200);
  });

  it('answers 404 TOKEN_NOT_FOUND for an unknown token and 422 without one', async () => {
    const unknown = await unsubscribe('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'TOKEN_NOT_FOUND' });
    expect((await unsubscribe('')).statusCode).toBe(422);
    expect((await unsubscribe(undefined)).statusCode).toBe(422);
  });
});
