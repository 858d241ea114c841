import type { Reference } from '@studiekraft/shared/schemas/students';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type MultipartPart, minimalPdf, multipart } from '../../../test/multipart.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { auditLog } from '../../db/schema/audit.ts';

let t: TestApp;
let owner: CreatedStudent;
let other: CreatedStudent;
let customer: CreatedUser;
let employee: CreatedUser;
let auth: Record<'owner' | 'other' | 'customer' | 'employee', { authorization: string }>;

const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    [format]()
    .toBuffer();

const textParts = (overrides: Record<string, string> = {}): MultipartPart[] =>
  Object.entries({ title: 'Logo til bageriet', text: 'Et nyt logo og skilt til en bager i Aarhus.', ...overrides }).map(
    ([name, value]) => ({ name, value }),
  );

async function send(
  method: 'POST' | 'DELETE',
  url: string,
  headers: { authorization: string } | null,
  parts: MultipartPart[] = [],
) {
  const body = method === 'POST' ? multipart(parts) : null;
  return t.app.inject({
    method,
    url,
    ...(body ? { payload: body.payload } : {}),
    headers: { ...(body?.headers ?? {}), ...(headers ?? {}) },
  });
}

const create = async (studentId: number, headers: { authorization: string } | null, parts?: MultipartPart[]) =>
  send(
    'POST',
    `/api/students/${studentId}/references`,
    headers,
    parts ?? [...textParts(), { name: 'image', filename: 'logo.png', content: await image(800, 600), contentType: 'image/png' }],
  );

const mediaKey = (url: string | null) => (url ?? '').replace(/^\/api\/media\//, '');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  owner = await createStudent(db);
  other = await createStudent(db);
  customer = await createUser(db, { type: 'CUSTOMER' });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  auth = {
    owner: (await loginAs(t.app, owner)).headers,
    other: (await loginAs(t.app, other)).headers,
    customer: (await loginAs(t.app, customer)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
});

afterAll(() => t.close());

describe('POST /students/:id/references', () => {
  it('stores the owner’s reference with its image re-encoded as WebP, without metadata, and lists it', async () => {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#884400' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Hemmeligt sted' } })
      .toBuffer();
    const response = await create(owner.studentId, auth.owner, [
      ...textParts({ has_link: 'true', link: 'https://bageriet.dk' }),
      { name: 'image', filename: 'foto.jpg', content: photo, contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const reference = response.json<{ data: Reference }>().data;
    expect(reference).toMatchObject({ title: 'Logo til bageriet', link: 'https://bageriet.dk' });
    expect(reference.image.url).toMatch(/^\/api\/media\/references\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: reference.image.url ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 900, 700, undefined]);

    const list = await t.app.inject({ method: 'GET', url: `/api/students/${owner.studentId}/references` });
    expect(list.json<{ rows: Reference[] }>().rows.map((r) => r.id)).toContain(reference.id);
  });

  it('answers 401 anonymous, 403 a customer and another student, and lets an employee add to anyone', async () => {
    expect((await create(owner.studentId, null)).statusCode).toBe(401);
    expect((await create(owner.studentId, auth.customer)).statusCode).toBe(403);
    expect((await create(owner.studentId, auth.other)).statusCode).toBe(403);
    const byStaff = await create(other.studentId, auth.employee);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect((await create(999_999, auth.employee)).statusCode).toBe(404);
  });

  it('refuses a 599 px image and a 1501 px one with the dimension codes, and names every wrong field at once', async () => {
    const small = await create(owner.studentId, auth.owner, [
      ...textParts({ title: '' }),
      { name: 'image', filename: 'lille.png', content: await image(599, 800), contentType: 'image/png' },
    ]);
    expect(small.statusCode).toBe(422);
    expect(small.json().errors).toEqual({ title: ['validation.required'], image: ['validation.dimensions_min'] });
    const large = await create(owner.studentId, auth.owner, [
      ...textParts(),
      { name: 'image', filename: 'stor.png', content: await image(1501, 1000), contentType: 'image/png' },
    ]);
    expect(large.json().errors).toEqual({ image: ['validation.dimensions_max'] });
  });

  it('judges the image by content: a JPEG named .pdf is fine, a PDF named .png is refused', async () => {
    const jpeg = await create(owner.studentId, auth.owner, [
      ...textParts(),
      { name: 'image', filename: 'billede.pdf', content: await image(600, 600, 'jpeg'), contentType: 'application/pdf' },
    ]);
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const pdf = await create(owner.studentId, auth.owner, [
      ...textParts(),
      { name: 'image', filename: 'billede.png', content: minimalPdf, contentType: 'image/png' },
    ]);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ image: ['validation.type'] });
  });

  it('requires the link when the switch is on, with protocol, and drops a link typed with the switch off', async () => {
    const png = { name: 'image', filename: 'a.png', content: await image(600, 600), contentType: 'image/png' };
    const missing = await create(owner.studentId, auth.owner, [...textParts({ has_link: 'true', link: '' }), png]);
    expect(missing.json().errors).toEqual({ link: ['validation.required'] });
    const noProtocol = await create(owner.studentId, auth.owner, [...textParts({ has_link: 'true', link: 'bageriet.dk' }), png]);
    expect(noProtocol.json().errors).toEqual({ link: ['validation.format'] });
    const tooLong = await create(owner.studentId, auth.owner, [
      ...textParts({ has_link: 'true', link: `https://a.dk/${'x'.repeat(240)}` }),
      png,
    ]);
    expect(tooLong.json().errors).toEqual({ link: ['validation.max'] });
    const off = await create(owner.studentId, auth.owner, [...textParts({ has_link: 'false', link: 'https://glemt.dk' }), png]);
    expect(off.json<{ data: Reference }>().data.link).toBeNull();
  });

  it('keeps 750 Danish letters whole (two bytes each) and refuses a field beyond the byte limit instead of cutting it', async () => {
    const png = { name: 'image', filename: 'a.png', content: await image(600, 600), contentType: 'image/png' };
    // A student of its own: the owner's references are counted by the tests below.
    const writer = await createStudent(t.database.db);
    const headers = (await loginAs(t.app, writer)).headers;
    const whole = await create(writer.studentId, headers, [...textParts({ text: 'æ'.repeat(750) }), png]);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json<{ data: Reference }>().data.text).toBe('æ'.repeat(750));
    const cut = await create(writer.studentId, headers, [...textParts({ text: 'æ'.repeat(1600) }), png]);
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors).toEqual({ text: ['validation.max'] });
  });

  it('refuses a title over 250 and a text over 750 characters', async () => {
    const response = await create(owner.studentId, auth.owner, [
      ...textParts({ title: 'x'.repeat(251), text: 'y'.repeat(751) }),
      { name: 'image', filename: 'a.png', content: await image(600, 600), contentType: 'image/png' },
    ]);
    expect(response.json().errors).toEqual({ title: ['validation.max'], text: ['validation.max'] });
  });

  it('answers a 7th reference with 422, also when two arrive at once', async () => {
    const student = await createStudent(t.database.db, {
      references: Array.from({ length: 4 }, (_, i) => ({ title: `Ref ${i}`, text: 'Tekst' })),
    });
    const headers = (await loginAs(t.app, student)).headers;
    const both = await Promise.all([create(student.studentId, headers), create(student.studentId, headers)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const racing = await Promise.all([create(student.studentId, headers), create(student.studentId, headers)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([422, 422]);
    expect(racing[0]?.json().errors).toEqual({ references: ['validation.max'] });
    const list = await t.app.inject({ method: 'GET', url: `/api/students/${student.studentId}/references` });
    expect(list.json<{ total: number }>().total).toBe(6);
  });

  it('never lets two concurrent posts make a 7th', async () => {
    const student = await createStudent(t.database.db, {
      references: Array.from({ length: 5 }, (_, i) => ({ title: `Ref ${i}`, text: 'Tekst' })),
    });
    const headers = (await loginAs(t.app, student)).headers;
    const racing = await Promise.all([create(student.studentId, headers), create(student.studentId, headers)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const list = await t.app.inject({ method: 'GET', url: `/api/students/${student.studentId}/references` });
    expect(list.json<{ total: number }>().total).toBe(6);
  });
});

describe('POST /students/:id/references/:refId with _method=PUT, and DELETE', () => {
  it('updates the texts and keeps the image when none is sent; a new image replaces and deletes the old file', async () => {
    const created = (await create(owner.studentId, auth.owner)).json<{ data: Reference }>().data;
    const url = `/api/students/${owner.studentId}/references/${created.id}`;
    const kept = await send('POST', url, auth.owner, [{ name: '_method', value: 'PUT' }, ...textParts({ title: 'Nyt navn' })]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: Reference }>().data).toMatchObject({ title: 'Nyt navn', image: created.image });

    const replaced = await send('POST', url, auth.employee, [
      { name: '_method', value: 'PUT' },
      ...textParts(),
      { name: 'image', filename: 'ny.png', content: await image(1500, 1500), contentType: 'image/png' },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json<{ data: Reference }>().data;
    expect(next.image.url).not.toBe(created.image.url);
    expect(await t.app.storage.exists(mediaKey(created.image.url))).toBe(false);
    expect(await t.app.storage.exists(mediaKey(next.image.url))).toBe(true);
  });

  it('refuses another student (403) and a wrong image on update without touching the row', async () => {
    const created = (await create(owner.studentId, auth.owner)).json<{ data: Reference }>().data;
    const url = `/api/students/${owner.studentId}/references/${created.id}`;
    const foreign = await send('POST', url, auth.other, [{ name: '_method', value: 'PUT' }, ...textParts({ title: 'Kapret' })]);
    expect(foreign.statusCode).toBe(403);
    const bad = await send('POST', url, auth.owner, [
      { name: '_method', value: 'PUT' },
      ...textParts({ title: 'Ændret' }),
      { name: 'image', filename: 'x.png', content: await image(599, 599), contentType: 'image/png' },
    ]);
    expect(bad.json().errors).toEqual({ image: ['validation.dimensions_min'] });
    const read = await t.app.inject({ method: 'GET', url });
    expect(read.json<{ data: Reference }>().data.title).toBe(created.title);
    // A reference of another student through this student's path is not found.
    const elsewhere = await send('POST', `/api/students/${other.studentId}/references/${created.id}`, auth.employee, [
      { name: '_method', value: 'PUT' },
      ...textParts(),
    ]);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deletes the reference and its stored image; others get 403, anonymous 401', async () => {
    const created = (await create(owner.studentId, auth.owner)).json<{ data: Reference }>().data;
    const url = `/api/students/${owner.studentId}/references/${created.id}`;
    expect((await send('DELETE', url, null)).statusCode).toBe(401);
    expect((await send('DELETE', url, auth.other)).statusCode).toBe(403);
    expect((await send('DELETE', url, auth.customer)).statusCode).toBe(403);
    expect(await t.app.storage.exists(mediaKey(created.image.url))).toBe(true);
    const removed = await send('DELETE', url, auth.owner);
    expect(removed.statusCode).toBe(200);
    expect(await t.app.storage.exists(mediaKey(created.image.url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await send('DELETE', url, auth.owner)).statusCode).toBe(404);
  });

  it('lets an employee delete any student’s reference, and logs the employee’s changes but not the student’s own', async () => {
    const created = (await create(other.studentId, auth.other)).json<{ data: Reference }>().data;
    const url = `/api/students/${other.studentId}/references/${created.id}`;
    const edited = await send('POST', url, auth.employee, [{ name: '_method', value: 'PUT' }, ...textParts({ title: 'Rettet' })]);
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await send('DELETE', url, auth.employee);
    expect(removed.statusCode).toBe(200);
    const entries = await t.database.db
      .select({ action: auditLog.action, employee: auditLog.employee_user_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'reference'), eq(auditLog.entity_id, created.id)))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        action: 'reference.updated',
        employee: employee.id,
        before: expect.objectContaining({ title: created.title }),
        after: expect.objectContaining({ title: 'Rettet', student_id: other.studentId }),
      },
      { action: 'reference.deleted', employee: employee.id, before: expect.objectContaining({ title: 'Rettet' }), after: null },
    ]);
  });
});
