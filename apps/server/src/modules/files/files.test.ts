import { readdir } from 'node:fs/promises';
import { limits } from '@studiekraft/shared/constants/limits';
import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type MultipartPart, minimalPdf, multipart } from '../../../test/multipart.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { docxArchive } from '../../../test/zip-archive.ts';
import { projectFiles } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let otherCustomer: CreatedUser;
let student: CreatedStudent;
let otherStudent: CreatedStudent;
let employee: CreatedUser;
let project: number;
let secondProject: number;
let foreignProject: number;
let fullProject: number;
type Role = 'customer' | 'otherCustomer' | 'student' | 'otherStudent' | 'employee';
let auth: Record<Role, { authorization: string }>;
let png: Buffer;

const projectOf = async (c: CreatedUser, s: CreatedStudent) => {
  const { projectId } = await createConversation(t.database.db, c, s);
  if (!projectId) throw new Error('no project');
  return projectId;
};

function upload(role: Role | null, parts: MultipartPart[], url = '/api/files') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(role ? auth[role] : {}) },
  });
}

const pdfParts = (projectId: number, filename = 'Tilbud på æbler.pdf'): MultipartPart[] => [
  { name: 'projectId', value: String(projectId) },
  { name: 'file', filename, content: minimalPdf, contentType: 'application/pdf' },
];

async function uploaded(role: Role, parts: MultipartPart[]): Promise<ProjectFile> {
  const response = await upload(role, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ProjectFile }>().data;
}

const list = (role: Role, url: string) => t.app.inject({ method: 'GET', url, headers: auth[role] });

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db);
  otherStudent = await createStudent(db);
  employee = await createUser(db, { type: 'EMPLOYEE' });
  project = await projectOf(customer, student);
  secondProject = await projectOf(customer, otherStudent);
  foreignProject = await projectOf(otherCustomer, student);
  fullProject = await projectOf(customer, student);
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    otherCustomer: (await loginAs(t.app, otherCustomer)).headers,
    student: (await loginAs(t.app, student)).headers,
    otherStudent: (await loginAs(t.app, otherStudent)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});

afterAll(() => t.close());

describe('POST /files', () => {
  it('stores a PDF for a participant under its own name and reports it', async () => {
    const file = await uploaded('customer', pdfParts(project));
    expect(file).toMatchObject({
      original_filename: 'Tilbud på æbler.pdf',
      mime_type: 'application/pdf',
      size: minimalPdf.length,
      project_id: project,
      owner: true,
      owner_user_id: customer.id,
    });
    expect(Object.keys(file).sort()).toEqual(
      ['created_at', 'id', 'mime_type', 'original_filename', 'owner', 'owner_user_id', 'project_id', 'size'].sort(),
    );
  });

  it('takes projectId from the query, judges images by content and strips path parts from the name', async () => {
    const response = await upload(
      'student',
      [{ name: 'file', filename: '..\\..\\billeder/skitse.png', content: png, contentType: 'text/html' }],
      `/api/files?projectId=${project}`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json<{ data: ProjectFile }>().data;
    expect(file).toMatchObject({
      original_filename: 'skitse.png',
      mime_type: 'image/png',
      owner_user_id: student.id,
      project_id: project,
    });
  });

  it('recognises a Word document by its content', async () => {
    const file = await uploaded('student', [
      { name: 'projectId', value: String(project) },
      { name: 'file', filename: 'Rapport.docx', content: docxArchive() },
    ]);
    expect(file.mime_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('accepts UTF-8 text as .txt and .csv only', async () => {
    const text = Buffer.from('navn;beløb\nÆble;12\n');
    const csv = await uploaded('customer', [
      { name: 'projectId', value: String(secondProject) },
      { name: 'file', filename: 'budget.csv', content: text },
    ]);
    expect(csv.mime_type).toBe('text/csv');
    for (const [filename, content] of [
      ['budget.pdf', text],
      ['noter.txt', Buffer.from([0x48, 0xff, 0xfe, 0x00, 0x41])],
    ] as const) {
      const response = await upload('customer', [
        { name: 'projectId', value: String(project) },
        { name: 'file', filename, content },
      ]);
      expect(response.statusCode, filename).toBe(415);
      expect(response.json()).toEqual({ message: 'UNSUPPORTED_FILE' });
    }
  });

  it('refuses HTML and executables dressed up as PDF (415)', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    exe.writeUInt32LE(64, 0x3c);
    for (const content of [html, exe]) {
      const response = await upload('customer', [
        { name: 'projectId', value: String(project) },
        { name: 'file', filename: 'faktura.pdf', content, contentType: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(415);
    }
  });

  it('cuts off a file of 25 MB + 1 byte with 413 FILE_TOO_LARGE', async () => {
    const response = await upload('customer', [
      { name: 'projectId', value: String(project) },
      { name: 'file', filename: 'stor.pdf', zeros: limits.fileMaxBytes + 1 },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'FILE_TOO_LARGE' });
    // Nothing of the cut-off upload stays behind.
    expect(await readdir(t.app.uploadTmpDir)).toEqual([]);
  });

  it('refuses the 21st file of a project (409 LIMIT_REACHED), named in a field or the query', async () => {
    await t.database.db.insert(projectFiles).values(
      Array.from({ length: limits.filesPerProject - 1 }, (_, i) => ({
        project_id: fullProject,
        owner_user_id: customer.id,
        original_filename: `fil-${i}.pdf`,
        storage_key: `files/${'0'.repeat(31)}${i % 10}`,
        mime_type: 'application/pdf',
        size: 1,
      })),
    );
    await uploaded('student', pdfParts(fullProject));
    const early = await upload('customer', pdfParts(fullProject));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'LIMIT_REACHED' });
    const byQuery = await upload(
      'customer',
      [{ name: 'file', filename: 'a.pdf', content: minimalPdf }],
      `/api/files?projectId=${fullProject}`,
    );
    expect(byQuery.statusCode).toBe(409);
  });

  it('lets only the two participants upload', async () => {
    expect((await upload(null, pdfParts(project))).statusCode).toBe(401);
    for (const role of ['otherCustomer', 'otherStudent', 'employee'] as const) {
      const response = await upload(role, pdfParts(project));
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: 'FORBIDDEN' });
    }
    expect((await upload('customer', pdfParts(999_999))).statusCode).toBe(404);
  });

  it('answers 422 with field codes for a missing file or projectId', async () => {
    const noFile = await upload('customer', [{ name: 'projectId', value: String(project) }]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { file: ['validation.required'] } });
    const noProject = await upload('customer', [{ name: 'file', filename: 'a.pdf', content: minimalPdf }]);
    expect(noProject.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { projectId: ['validation.required'] } });
    // After the file is too late: the file would have been on disk before anyone knew whose it is.
    const fileFirst = await upload('customer', [...pdfParts(project)].reverse());
    expect(fileFirst.statusCode).toBe(422);
    expect(fileFirst.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { projectId: ['validation.required'] } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: auth.customer,
      payload: { projectId: project },
    });
    expect(json.statusCode).toBe(422);
  });
});

describe('listing files', () => {
  let fromCustomer: ProjectFile;
  let fromStudent: ProjectFile;
  let onSecond: ProjectFile;
  let onForeign: ProjectFile;

  beforeAll(async () => {
    fromCustomer = await uploaded('customer', pdfParts(project, 'kunde.pdf'));
    fromStudent = await uploaded('student', pdfParts(project, 'studerende.pdf'));
    onSecond = await uploaded('otherStudent', pdfParts(secondProject, 'anden.pdf'));
    onForeign = await uploaded('otherCustomer', pdfParts(foreignProject, 'fremmed.pdf'));
  });

  const ids = (response: { json<T>(): T }) => response.json<{ rows: ProjectFile[] }>().rows.map((f) => f.id);

  it("'all' is every file on the viewer's projects and nothing else", async () => {
    const all = ids(await list('customer', '/api/files'));
    expect(all).toEqual(expect.arrayContaining([fromCustomer.id, fromStudent.id, onSecond.id]));
    expect(all).not.toContain(onForeign.id);
    const forStudent = ids(await list('student', '/api/files?scope=all'));
    expect(forStudent).toEqual(expect.arrayContaining([fromCustomer.id, onForeign.id]));
    expect(forStudent).not.toContain(onSecond.id);
  });

  it("'project' is one project's files; 'share' is what the other party uploaded", async () => {
    const one = await list('customer', `/api/files?scope=project&projectId=${project}`);
    expect(ids(one)).toEqual(expect.arrayContaining([fromCustomer.id, fromStudent.id]));
    expect(ids(one)).not.toContain(onSecond.id);
    const rows = one.json<{ rows: ProjectFile[]; total: number }>();
    expect(rows.total).toBe(rows.rows.length);
    expect(rows.rows.find((f) => f.id === fromCustomer.id)?.owner).toBe(true);
    expect(rows.rows.find((f) => f.id === fromStudent.id)?.owner).toBe(false);
    const shared = ids(await list('customer', '/api/files?scope=share'));
    expect(shared).toEqual(expect.arrayContaining([fromStudent.id, onSecond.id]));
    expect(shared).not.toContain(fromCustomer.id);
    expect(ids(await list('customer', `/api/files?scope=share&projectId=${secondProject}`))).toEqual([onSecond.id]);
    expect((await list('customer', '/api/files?scope=project')).statusCode).toBe(400);
    expect((await list('customer', '/api/files?scope=mine')).statusCode).toBe(400);
  });

  it('employees list a named project; others get 403; anonymous 401', async () => {
    expect(ids(await list('employee', `/api/files?projectId=${project}`))).toContain(fromCustomer.id);
    expect((await list('employee', '/api/files')).statusCode).toBe(400);
    expect((await list('otherCustomer', `/api/files?projectId=${project}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
  });

  it('GET /projects/:id/files for participants and employees only', async () => {
    for (const role of ['customer', 'student', 'employee'] as const) {
      const response = await list(role, `/api/projects/${project}/files`);
      expect(response.statusCode, role).toBe(200);
      expect(ids(response)).toEqual(expect.arrayContaining([fromCustomer.id, fromStudent.id]));
    }
    for (const role of ['otherCustomer', 'otherStudent'] as const) {
      expect((await list(role, `/api/projects/${project}/files`)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project}/files` })).statusCode).toBe(401);
    expect((await list('customer', '/api/projects/999999/files')).statusCode).toBe(404);
  });
});

describe('GET /files/:id and DELETE /files/:id', () => {
  it('downloads the exact bytes as an attachment under the original name', async () => {
    const file = await uploaded('customer', pdfParts(project));
    for (const role of ['customer', 'student', 'employee'] as const) {
      const response = await list(role, `/api/files/${file.id}`);
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tilbud p_ _bler.pdf"; filename*=UTF-8''Tilbud%20p%C3%A5%20%C3%A6bler.pdf`,
      );
      expect(response.rawPayload.equals(minimalPdf)).toBe(true);
    }
    for (const role of ['otherCustomer', 'otherStudent'] as const) {
      expect((await list(role, `/api/files/${file.id}`)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(401);
    expect((await list('customer', '/api/files/999999')).statusCode).toBe(404);
  });

  it('saves a file under the extension of the type its bytes are, whatever it was called (issue 33)', async () => {
    const file = await uploaded('customer', pdfParts(project, 'faktura.html'));
    expect(file.original_filename).toBe('faktura.html');
    const response = await list('student', `/api/files/${file.id}`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="faktura.html.pdf"; filename*=UTF-8''faktura.html.pdf`,
    );
    const upperCase = await uploaded('customer', pdfParts(project, 'KONTRAKT.PDF'));
    expect((await list('student', `/api/files/${upperCase.id}`)).headers['content-disposition']).toContain(
      'filename="KONTRAKT.PDF"',
    );
  });

  it('serves text with its charset', async () => {
    const file = await uploaded('student', [
      { name: 'projectId', value: String(project) },
      { name: 'file', filename: 'noter.txt', content: Buffer.from('Hej æøå') },
    ]);
    const response = await list('customer', `/api/files/${file.id}`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Hej æøå');
  });

  it('lets the owner and employees delete; the other party and strangers may not', async () => {
    const file = await uploaded('customer', pdfParts(project));
    for (const role of ['student', 'otherCustomer'] as const) {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: auth[role] });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}` })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(projectFiles).where(eqId(file.id));
    expect(await t.app.storage.exists(row?.storage_key ?? '')).toBe(true);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: auth.customer });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: ProjectFile }>().data.id).toBe(file.id);
    expect(await t.app.storage.exists(row?.storage_key ?? '')).toBe(false);
    expect((await list('customer', `/api/files/${file.id}`)).statusCode).toBe(404);

    const byStudent = await uploaded('student', pdfParts(project));
    const staff = await t.app.inject({ method: 'DELETE', url: `/api/files/${byStudent.id}`, headers: auth.employee });
    expect(staff.statusCode).toBe(200);
  });
});

const eqId = (id: number) => eq(projectFiles.id, id);
