import { referralValues } from '@studiekraft/shared/constants/limits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type FakeCvrServer, startFakeCvrServer } from '../../../test/fake-cvr-server.ts';
import { customers, outboxEmails, users } from '../../db/schema/index.ts';

let cvr: FakeCvrServer;
let t: TestApp;
let limited: TestApp;

beforeAll(async () => {
  cvr = await startFakeCvrServer({
    companies: { '12345678': { name: 'Jensen Tømrer ApS', address: 'Savværksvej 4', zipcode: '8000', city: 'Aarhus C' } },
    slow: { '55555555': 1000 },
  });
  [t, limited] = await Promise.all([
    buildTestApp({ config: { cvrApiUrl: cvr.url, cvrTimeoutMs: 200 } }),
    buildTestApp({ config: { rateLimits: { loginPerIp: 2, perEmail: 5, windowMs: 60_000 } } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
  await cvr.close();
});

let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    first_name: 'Mette',
    last_name: 'Hansen',
    phone_number: '12 34 56 78',
    email: `kunde${counter}@example.test`,
    password: 'godt_kodeord-1',
    postcode: '8000',
    city: 'Aarhus C',
    address: 'Testvej 1',
    referral: 'google',
    newsletter: true,
    ...overrides,
  };
};
const register = (payload: unknown, app = t, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/customers', payload: payload as object, remoteAddress });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const customerByEmail = async (email: string) => {
  const [row] = await t.database.db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
};

describe('POST /api/customers (registration)', () => {
  it('creates an unconfirmed customer, answers 201 {data} and queues the confirmation mail', async () => {
    const payload = valid({ email: 'Ny.Kunde@Example.test' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      first_name: 'Mette',
      last_name: 'Hansen',
      name: 'Mette Hansen',
      email: 'ny.kunde@example.test',
      phone_number: '12 34 56 78',
      company_name: null,
      vat_number: null,
      vat_verified: false,
      is_company: false,
      referral: 'google',
      newsletter: true,
      is_new_registration: false,
      user: { email: 'ny.kunde@example.test', activated: true, confirmed: false },
    });
    expect(data).not.toHaveProperty('notes');
    expect(JSON.stringify(data)).not.toMatch(/password|hash/);

    const row = await customerByEmail('ny.kunde@example.test');
    expect(row?.user.password_hash).toBeTruthy();
    expect(row?.user.password_hash).not.toContain(payload.password);
    expect(row?.user.email_confirmed_at).toBeNull();

    const [mail] = await mailsTo('ny.kunde@example.test');
    expect(mail?.template).toBe('confirm-email');
    expect(mail?.text).toContain('http://studiekraft.test/?confirmation=');
    expect(mail?.text).not.toContain('kodeord');
  });

  it('refuses login (NOT_CONFIRMED) until the e-mail is confirmed, then lets the customer in', async () => {
    const payload = valid();
    expect((await register(payload)).statusCode).toBe(201);
    const before = await login(payload.email, payload.password);
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({ message: 'NOT_CONFIRMED' });

    const [mail] = await mailsTo(payload.email);
    const token = decodeURIComponent(/confirmation=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const confirm = await t.app.inject({ method: 'GET', url: `/api/users/confirmation/${token}` });
    expect(confirm.json()).toEqual({ data: { email: payload.email, needs_password: false, password_token: null } });

    const after = await login(payload.email, payload.password);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ account_type: 'CUSTOMER', account: { name: 'Mette Hansen', city: 'Aarhus C' } });
  });

  it('answers 422 validation.unique for a taken e-mail, whatever its case, and creates nothing', async () => {
    expect((await register(valid({ email: 'dobbelt@example.test' }))).statusCode).toBe(201);
    const again = await register(valid({ email: 'DOBBELT@Example.TEST' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } });
    const rows = await t.database.db.select().from(users).where(sql`lower(${users.email}) = 'dobbelt@example.test'`);
    expect(rows).toHaveLength(1);
    expect(await mailsTo('dobbelt@example.test')).toHaveLength(1);
  });

  it('keeps one account when the same e-mail registers twice at once', async () => {
    const [a, b] = await Promise.all([
      register(valid({ email: 'samtidig@example.test' })),
      register(valid({ email: 'samtidig@example.test' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'samtidig@example.test'))).toHaveLength(1);
  });

  it.each([
    ['first_name', undefined, 'validation.required'],
    ['first_name', '   ', 'validation.required'],
    ['last_name', undefined, 'validation.required'],
    ['last_name', '', 'validation.required'],
    ['phone_number', undefined, 'validation.required'],
    ['phone_number', '1234567', 'validation.min'],
    ['email', undefined, 'validation.required'],
    ['email', 'ikke-en-email', 'validation.email'],
    ['password', undefined, 'validation.required'],
    ['password', 'kort-1', 'validation.min'],
    ['password', 'med mellemrum', 'validation.format'],
    ['password', 'tegn!#%&1234', 'validation.format'],
    ['vat_number', '1', 'validation.min'],
    ['vat_number', '12345678901234', 'validation.max'],
    ['vat_number', 12345678, 'validation.type'],
    ['postcode', undefined, 'validation.required'],
    ['postcode', '800', 'validation.min'],
    ['city', undefined, 'validation.required'],
    ['address', '', 'validation.required'],
    ['referral', 'avisen', 'validation.format'],
    ['referral', 'other', 'validation.format'],
    ['referral', 'other: ', 'validation.format'],
    ['newsletter', 'ja', 'validation.type'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const payload: Record<string, unknown> = valid({ [field]: value });
    const email = String(payload.email ?? 'kein@example.test');
    if (value === undefined) delete payload[field];
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('VALIDATION_FAILED');
    expect(response.json().errors[field]).toContain(code);
    expect(await customerByEmail(email)).toBeUndefined();
  });

  it.each([...referralValues.filter((value) => value !== 'other'), 'other: En kollega anbefalede jer'])(
    'accepts the referral %j',
    async (referral) => {
      const response = await register(valid({ referral }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.referral).toBe(referral);
    },
  );

  it('accepts a registration without referral, VAT or company, and Danish letters in the password', async () => {
    const payload = valid({ referral: undefined, vat_number: '', company_name: undefined, password: 'kodeord_æøå-2' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ referral: null, vat_number: null, is_company: false });
  });

  it('takes the company name from the CVR register when it knows the VAT number', async () => {
    const response = await register(valid({ vat_number: '12345678', company_name: 'Skrevet forkert' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      vat_number: '12345678',
      vat_verified: true,
      is_company: true,
      company_name: 'Jensen Tømrer ApS',
    });
  });

  it('stores an unknown VAT number unverified, with the typed company name', async () => {
    const response = await register(valid({ vat_number: '87878787', company_name: 'Min Virksomhed' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ vat_number: '87878787', vat_verified: false, company_name: 'Min Virksomhed' });
  });

  it('still registers, unverified, when the CVR register is too slow', async () => {
    const response = await register(valid({ vat_number: '55555555', company_name: 'Langsom ApS' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ vat_verified: false, company_name: 'Langsom ApS' });
  });

  it('never answers 500 to a malformed body', async () => {
    for (const payload of [[], 'tekst', { ...valid(), first_name: { $gt: '' } }, { ...valid(), email: ['a@b.dk'] }]) {
      const response = await register(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await register(valid(), limited, '192.0.2.77')).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    expect((await register(valid(), limited, '192.0.2.78')).statusCode).toBe(201);
  });
});
