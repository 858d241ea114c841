import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { minimalPdf, multipart } from '../../../test/multipart.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { startTestS3Server, type TestS3Server } from '../../../test/test-s3-server.ts';
import { projectFiles } from '../../db/schema/index.ts';
import { createS3Client } from '../../plugins/s3-client.ts';

// The app with config.storage set to a bucket (as S3_BUCKET sets it): a project file goes to the bucket,
// not the disk, and comes back only through GET /files/:id after the same checks as from disk.
let s3: TestS3Server;
let bucket: S3Client;
let t: TestApp;
let auth: Record<'customer' | 'student' | 'otherCustomer', { authorization: string }>;
let project: number;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = createS3Client(s3.setting);
  t = await buildTestApp({ config: { storage: s3.setting } });
  const db = t.database.db;
  const customer = await createUser(db, { type: 'CUSTOMER' });
  const otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  const student = await createStudent(db);
  const { projectId } = await createConversation(db, customer, student);
  if (!projectId) throw new Error('no project');
  project = projectId;
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    student: (await loginAs(t.app, student)).headers,
    otherCustomer: (await loginAs(t.app, otherCustomer)).headers,
  };
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.stop();
});

describe('project files in an S3 bucket', () => {
  it('stores an upload in the bucket and serves it only to the project’s parties', async () => {
    const body = multipart([
      { name: 'projectId', value: String(project) },
      { name: 'file', filename: 'Tilbud.pdf', content: minimalPdf, contentType: 'application/pdf' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...auth.customer },
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json<{ data: ProjectFile }>().data;
    const [row] = await t.database.db.select().from(projectFiles).where(eq(projectFiles.id, file.id));
    const key = row?.storage_key ?? '';
    expect(key).toMatch(/^files\/[0-9a-f]{32}$/);

    // In the bucket, byte for byte; nothing on the local disk but the (emptied) directory for uploads in progress.
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentLength).toBe(minimalPdf.length);
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(minimalPdf)).toBe(true);
    expect(await readdir(t.app.uploadTmpDir)).toEqual([]);
    expect(await readdir(path.dirname(t.app.uploadTmpDir))).not.toContain('uploads');

    for (const role of ['customer', 'student'] as const) {
      const download = await t.app.inject({ method: 'GET', url: `/api/files/${file.id}`, headers: auth[role] });
      expect(download.statusCode, role).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-length']).toBe(String(minimalPdf.length));
      expect(download.rawPayload.equals(minimalPdf)).toBe(true);
    }
    const stranger = await t.app.inject({ method: 'GET', url: `/api/files/${file.id}`, headers: auth.otherCustomer });
    expect(stranger.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(401);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: auth.customer });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.exists(key)).toBe(false);
    await expect(bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });
});
