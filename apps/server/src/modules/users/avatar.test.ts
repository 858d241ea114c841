import { avatarSizes } from '@studiekraft/shared/schemas/files';
import type { User } from '@studiekraft/shared/schemas/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { minimalPdf, multipart } from '../../../test/multipart.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { avatarVariantPath } from './avatar-service.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedUser;
let employee: CreatedUser;
let auth: Record<'customer' | 'student' | 'employee', { authorization: string }>;

const image = (size: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c0392b' } })
    [format]()
    .toBuffer();

function postAvatar(userId: number, headers: { authorization: string } | null, content: Buffer, filename = 'mig.png') {
  const body = multipart([{ name: 'avatar', filename, content, contentType: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/avatar/${userId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(headers ?? {}) },
  });
}

const mediaKey = (url: string | null) => (url ?? '').replace(/^\/api\/media\//, '');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db);
  employee = await createUser(db, { type: 'EMPLOYEE' });
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    student: (await loginAs(t.app, student)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
});

afterAll(() => t.close());

describe('POST /users/avatar/:id', () => {
  it('re-encodes a 400x400 JPEG into square WebP variants without metadata and points avatars.primary at it', async () => {
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Hemmelig GPS-sted' } })
      .toBuffer();
    const response = await postAvatar(customer.id, auth.customer, photo, 'mig.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<{ data: User }>().data;
    expect(user.id).toBe(customer.id);
    expect(user.account.avatars.primary).toMatch(/^\/api\/media\/avatars\/[0-9a-f]{32}\/400\.webp$/);
    expect(user.avatar).toBe(user.account.avatars.primary);

    for (const size of avatarSizes) {
      const url = `/api/media/${avatarVariantPath(mediaKey(user.account.avatars.primary), size)}`;
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([size, size, 'webp']);
      expect(meta.exif).toBeUndefined();
    }
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers: auth.customer });
    expect(me.json<{ data: User }>().data.account.avatars.primary).toBe(user.account.avatars.primary);
  });

  it('replaces the previous avatar and deletes its files; an employee may set it for a user', async () => {
    const first = (await postAvatar(student.id, auth.student, await image(300, 'png'))).json<{ data: User }>().data;
    const firstKey = mediaKey(first.account.avatars.primary);
    expect(await t.app.storage.exists(firstKey)).toBe(true);
    const second = await postAvatar(student.id, auth.employee, await image(600, 'png'));
    expect(second.statusCode).toBe(200);
    const secondPrimary = second.json<{ data: User }>().data.account.avatars.primary;
    expect(secondPrimary).not.toBe(first.account.avatars.primary);
    for (const size of avatarSizes) expect(await t.app.storage.exists(avatarVariantPath(firstKey, size))).toBe(false);
    expect(await t.app.storage.exists(mediaKey(secondPrimary))).toBe(true);
  });

  it('refuses an image under 300x300 with 422 and a field code', async () => {
    const response = await postAvatar(customer.id, auth.customer, await image(200, 'png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { avatar: ['validation.min'] } });
  });

  it('refuses what is not JPEG or PNG by content (415), whatever the name says', async () => {
    for (const [content, name] of [
      [await image(400, 'gif'), 'mig.png'],
      [minimalPdf, 'mig.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'mig.png'],
      [(await image(400, 'png')).subarray(0, 100), 'afskåret.png'],
    ] as const) {
      const response = await postAvatar(customer.id, auth.customer, content, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({ message: 'UNSUPPORTED_FILE' });
    }
  });

  it("refuses an employee setting another employee's avatar (403) before reading the file", async () => {
    const colleague = await createUser(t.database.db, { type: 'EMPLOYEE' });
    const response = await postAvatar(colleague.id, auth.employee, await image(400, 'png'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'FORBIDDEN' });
    const own = await postAvatar(colleague.id, (await loginAs(t.app, colleague)).headers, await image(400, 'png'));
    expect(own.statusCode).toBe(200);
    expect((await postAvatar(student.id, auth.employee, await image(400, 'png'))).statusCode).toBe(200);
  });

  it('is for the user themself and employees only', async () => {
    const png = await image(400, 'png');
    expect((await postAvatar(customer.id, null, png)).statusCode).toBe(401);
    expect((await postAvatar(customer.id, auth.student, png)).statusCode).toBe(403);
    expect((await postAvatar(999_999, auth.employee, png)).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: `/api/users/avatar/${customer.id}`, headers: auth.customer });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { avatar: ['validation.required'] } });
  });
});
