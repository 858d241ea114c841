import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createConversation } from '../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import { type MultipartPart, minimalPdf, multipart } from '../../test/multipart.ts';
import { type CreatedStudent, createStudent } from '../../test/student-factories.ts';

/**
 * Uploads are authorised before a byte of the file reaches DATA_DIR/upload-tmp (decision 013). Watching
 * the directory catches a temporary file even when the refused upload removed it again afterwards.
 */
let t: TestApp;
let customer: CreatedUser;
let outsider: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
let colleague: CreatedUser;
let project: number;
let auth: Record<'customer' | 'outsider' | 'student' | 'employee', { authorization: string }>;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  outsider = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db);
  employee = await createUser(db, { type: 'EMPLOYEE' });
  colleague = await createUser(db, { type: 'EMPLOYEE' });
  const conversation = await createConversation(db, customer, student);
  if (!conversation.projectId) throw new Error('no project');
  project = conversation.projectId;
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    outsider: (await loginAs(t.app, outsider)).headers,
    student: (await loginAs(t.app, student)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});

afterAll(() => t.close());

/** Runs `action` and lists every file created in upload-tmp meanwhile. */
async function tmpFilesCreatedDuring<T>(action: () => Promise<T>): Promise<{ result: T; created: string[] }> {
  const dir = t.app.uploadTmpDir;
  const created = new Set<string>();
  const sentinel = `sentinel-${randomBytes(6).toString('hex')}`;
  let sawSentinel: () => void = () => {};
  const sentinelSeen = new Promise<void>((resolve) => {
    sawSentinel = resolve;
  });
  const watcher = watch(dir, (_event, name) => {
    if (name === sentinel) sawSentinel();
    else if (name) created.add(String(name));
  });
  try {
    const result = await action();
    // inotify reports in order: once the sentinel written now is seen, every earlier creation was too.
    await writeFile(path.join(dir, sentinel), '');
    await sentinelSeen;
    return { result, created: [...created] };
  } finally {
    watcher.close();
    await rm(path.join(dir, sentinel), { force: true });
  }
}

function post(url: string, headers: Record<string, string> | null, parts: MultipartPart[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(headers ?? {}) } });
}

const pdf: MultipartPart = { name: 'file', filename: 'tilbud.pdf', content: minimalPdf };

describe('POST /files writes nothing before the upload is authorised', () => {
  it('the watcher does see the temporary file of an allowed upload', async () => {
    const { result, created } = await tmpFilesCreatedDuring(() =>
      post('/api/files', auth.customer, [{ name: 'projectId', value: String(project) }, pdf]),
    );
    expect(result.statusCode).toBe(201);
    expect(created.length).toBeGreaterThan(0);
  });

  it.each([
    ['a stranger with projectId before the file', 403, 'outsider', '/api/files', true],
    ['a stranger naming the project in the query', 403, 'outsider', 'query', false],
    ['a participant sending the file before projectId', 422, 'customer', '/api/files', 'after'],
    ['an employee (employees do not upload)', 403, 'employee', '/api/files', true],
    ['an unknown project', 404, 'customer', 'unknown', false],
  ] as const)('%s: %i, no temporary file', async (_label, status, role, where, field) => {
    const url =
      where === 'query' ? `/api/files?projectId=${project}` : where === 'unknown' ? '/api/files?projectId=999999' : where;
    const id: MultipartPart = { name: 'projectId', value: String(project) };
    const parts = field === true ? [id, pdf] : field === 'after' ? [pdf, id] : [pdf];
    const { result, created } = await tmpFilesCreatedDuring(() => post(url, auth[role], parts));
    expect(result.statusCode, result.body).toBe(status);
    expect(created).toEqual([]);
  });

  it('answers an anonymous upload 401 without waiting for the body', async () => {
    // A body that never ends: a server that read it before deciding would never answer.
    const body = new PassThrough();
    body.write(`--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`);
    const { result, created } = await tmpFilesCreatedDuring(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/files?projectId=${project}`,
        payload: body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    );
    body.destroy();
    expect(result.statusCode).toBe(401);
    expect(created).toEqual([]);
  });
});

describe('POST /users/avatar/:id writes nothing before the upload is authorised', () => {
  const avatar = (): MultipartPart => ({ name: 'avatar', filename: 'mig.png', content: png, contentType: 'image/png' });

  it.each([
    ['anonymous', 401, null, 'customer'],
    ['another customer', 403, 'outsider', 'customer'],
    ['a student for a customer', 403, 'student', 'customer'],
    ['an employee for another employee', 403, 'employee', 'colleague'],
  ] as const)('%s: %i, no temporary file', async (_label, status, role, target) => {
    const id = target === 'customer' ? customer.id : colleague.id;
    const { result, created } = await tmpFilesCreatedDuring(() =>
      post(`/api/users/avatar/${id}`, role ? auth[role] : null, [avatar()]),
    );
    expect(result.statusCode).toBe(status);
    expect(created).toEqual([]);
  });

  it('an allowed avatar upload does pass through upload-tmp (the watcher works here too)', async () => {
    const { result, created } = await tmpFilesCreatedDuring(() =>
      post(`/api/users/avatar/${customer.id}`, auth.customer, [avatar()]),
    );
    expect(result.statusCode).toBe(200);
    expect(created.length).toBeGreaterThan(0);
  });
});
