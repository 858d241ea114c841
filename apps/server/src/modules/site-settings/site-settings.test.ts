import type { SiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/index.ts';

let t: TestApp;
let staff: { authorization: string };
let employeeUserId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
  employeeUserId = employee.id;
  staff = (await loginAs(t.app, employee)).headers;
});
afterAll(() => t.close());

const read = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/site' })).json<{ data: SiteSettings }>().data;
const save = (payload: unknown, headers = staff) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/site', payload: payload as object, headers });

const filled = {
  company_name: 'Studiekraft ApS',
  address: 'Nørregade 7',
  postcode: '1165',
  city: 'København K',
  phone: '+45 70 20 30 40',
  email: 'hej@studiekraft.dk',
  messenger_url: 'https://m.me/studiekraft.dk',
  team_member: 'Sara Nielsen',
  office_hours: 'Hverdage 9-16',
};

describe('the site’s own details (issue 36)', () => {
  it('are all unset on a new deployment: nothing made up', async () => {
    expect(Object.values(await read())).toEqual(Array(9).fill(null));
  });

  it('are set by staff, trimmed, empty ones unset, audited by field, and read by everyone', async () => {
    const response = await save({ ...filled, company_name: '  Studiekraft ApS ', office_hours: '   ' });
    expect(response.statusCode).toBe(200);
    expect(await read()).toEqual({ ...filled, office_hours: null });

    expect((await save({ ...filled, office_hours: null, phone: '' })).statusCode).toBe(200);
    expect((await read()).phone).toBeNull();
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_type, 'site'));
    const { office_hours: _unset, ...firstSaved } = filled;
    const unsetBefore = Object.fromEntries(Object.keys(firstSaved).map((field) => [field, null]));
    expect(entries.map((e) => ({ action: e.action, by: e.employee_user_id, before: e.before, after: e.after }))).toEqual([
      // Only the fields that changed: office hours stayed unset.
      { action: 'site.updated', by: employeeUserId, before: unsetBefore, after: firstSaved },
      { action: 'site.updated', by: employeeUserId, before: { phone: filled.phone }, after: { phone: null } },
    ]);

    // The same details again change nothing and write no entry.
    expect((await save({ ...filled, office_hours: null, phone: null })).statusCode).toBe(200);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entity_type, 'site'))).toHaveLength(2);
    // A field left out keeps its value.
    expect((await save({ city: 'Aarhus C' })).statusCode).toBe(200);
    expect(await read()).toEqual({ ...filled, city: 'Aarhus C', phone: null, office_hours: null });
  });

  it('refuses bad details with field codes, and anyone but staff', async () => {
    const response = await save({
      ...filled,
      postcode: '12',
      phone: '1234',
      email: 'ikke en adresse',
      messenger_url: 'http://m.me/studiekraft',
      company_name: 'x'.repeat(201),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: {
        company_name: ['validation.max'],
        postcode: ['validation.min'],
        phone: ['validation.min'],
        email: ['validation.email'],
        messenger_url: ['validation.format'],
      },
    });
    expect((await save(filled, {} as never)).statusCode).toBe(401);
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    expect((await save(filled, (await loginAs(t.app, customer)).headers)).statusCode).toBe(403);
  });
});
