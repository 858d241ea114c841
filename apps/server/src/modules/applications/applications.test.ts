import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { latestStudentBirthDate } from '@studiekraft/shared/schemas/create-student';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type MultipartPart, minimalPdf, multipart } from '../../../test/multipart.ts';
import {
  auditLog,
  levels,
  outboxEmails,
  skillGroups,
  skills,
  studentApplications,
  studentSkills,
  students,
  users,
} from '../../db/schema/index.ts';
import { createApplicationRetention } from './retention-job.ts';

let t: TestApp;
let eva: CreatedUser;
let evaAuth: { authorization: string };
/** One skill id from each of three groups. */
let skillByGroup: number[];
let sameGroupSkills: number[];
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  eva = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Eva Ansat', email: 'eva.ansat@example.test' });
  // A deactivated colleague is not told about applications.
  await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Otto Fratrådt', email: 'otto@example.test', activated: false });
  evaAuth = (await loginAs(t.app, eva)).headers;
  const rows = await t.database.db
    .select({ id: skills.id, group: skills.skill_group_id })
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(and(eq(skills.enabled, true), eq(skillGroups.enabled, true)))
    .orderBy(asc(skills.skill_group_id), asc(skills.id));
  const byGroup = new Map<number, number[]>();
  for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row.id]);
  skillByGroup = [...byGroup.values()].slice(0, 3).map((ids) => ids[0] ?? 0);
  sameGroupSkills = [...byGroup.values()].find((ids) => ids.length >= 4) ?? [];
  if (skillByGroup.length < 3 || sameGroupSkills.length < 4) throw new Error('catalogue too small for these tests');
});
afterAll(() => t?.close());

const motivation = 'Jeg læser økonomi og vil gerne hjælpe små virksomheder med regnskab og budgetter.';

function form(overrides: Record<string, string | string[] | undefined> = {}, files: MultipartPart[] = []) {
  counter += 1;
  const values: Record<string, string | string[] | undefined> = {
    name: 'Mathilde Åberg',
    email: `ansoeger${counter}@example.test`,
    phone_number: '12 34 56 78',
    date_of_birth: '2001-05-17',
    study_programme: 'HA i økonomi',
    institution: 'Aarhus Universitet',
    skills: [String(skillByGroup[0])],
    message: motivation,
    terms: 'true',
    ...overrides,
  };
  const parts: MultipartPart[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) parts.push({ name, value: one });
  }
  return multipart([...parts, ...files]);
}

const pdf = (filename = 'cv.pdf', content = minimalPdf): MultipartPart => ({
  name: 'files',
  filename,
  content,
  contentType: 'application/pdf',
});

/** A PDF of exactly `size` bytes: the minimal PDF with its tail padded. */
const pdfOfSize = (size: number) => Buffer.concat([minimalPdf, Buffer.alloc(size - minimalPdf.length, 0x20)]);

async function apply(body: ReturnType<typeof form>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/students/applications',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const tmpFiles = () => readdir(t.app.uploadTmpDir);
const storedApplicationFiles = async () =>
  readdir(path.join(t.config.dataDir, 'uploads', 'applications')).catch(() => [] as string[]);

async function submitValid(files: MultipartPart[] = [pdf()], overrides: Record<string, string | string[]> = {}) {
  const body = form(overrides, files);
  const response = await apply(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

describe('POST /students/applications', () => {
  it('creates an inactive, private applicant with skills and files, and mails the applicant and active staff', async () => {
    const email = 'Mathilde.Aaberg@Example.test';
    const body = form({ email, skills: [`${skillByGroup[0]},${skillByGroup[1]}`] }, [pdf('Mit CV æøå.pdf'), pdf('eksamen.pdf')]);
    const response = await apply(body);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: { id: number } }>().data.id;

    const { db } = t.database;
    const [student] = await db.select().from(students).where(eq(students.id, id));
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, student?.user_id ?? 0));
    const [level] = await db
      .select()
      .from(levels)
      .where(eq(levels.id, student?.level_id ?? 0));
    expect(student).toMatchObject({
      name: 'Mathilde Åberg',
      phone_number: '12345678',
      date_of_birth: '2001-05-17',
      is_private: true,
      application_status: 'received',
    });
    expect(level?.key).toBe('rough-diamond');
    expect(user).toMatchObject({
      email: 'mathilde.aaberg@example.test',
      activated: false,
      password_hash: null,
      email_confirmed_at: null,
    });
    const chosen = await db.select().from(studentSkills).where(eq(studentSkills.student_id, id));
    expect(chosen.map((row) => row.skill_id).sort()).toEqual([skillByGroup[0], skillByGroup[1]].sort());
    const [application] = await db.select().from(studentApplications).where(eq(studentApplications.student_id, id));
    expect(application).toMatchObject({
      message: motivation,
      study_programme: 'HA i økonomi',
      institution: 'Aarhus Universitet',
    });
    expect(application?.terms_accepted_at).toBeInstanceOf(Date);
    expect(application?.files.map((file) => file.original_filename)).toEqual(['Mit CV æøå.pdf', 'eksamen.pdf']);
    for (const file of application?.files ?? []) expect(await t.app.storage.exists(file.path)).toBe(true);
    expect(await tmpFiles()).toEqual([]);

    const [confirmation] = await mailsTo('mathilde.aaberg@example.test');
    expect(confirmation?.subject).toBe('Tak for din ansøgning hos Studiekraft');
    expect(confirmation?.text).toContain('Hej Mathilde Åberg');
    expect(confirmation?.text).toContain('Vi har modtaget den sammen med dine 2 filer.');
    const [notice] = await mailsTo('eva.ansat@example.test');
    expect(notice?.subject).toBe('Ny ansøgning fra Mathilde Åberg');
    expect(notice?.text).toContain(`http://studiekraft.test/administration/students/applications/${id}`);
    expect(await mailsTo('otto@example.test')).toEqual([]);
  });

  it('sends an undecided applicant no confirmation link on a resend by address (it would let them choose a password)', async () => {
    const email = 'ventende.ansoeger@example.test';
    await submitValid([pdf()], { email });
    const before = (await mailsTo(email)).length;
    const response = await t.app.inject({ method: 'POST', url: '/api/users/confirmation/resend', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('never shows the applicant publicly', async () => {
    const id = await submitValid();
    const response = await t.app.inject({ method: 'GET', url: `/api/students/${id}` });
    expect(response.statusCode).toBe(404);
  });

  // Thunks: the skill ids are read from the catalogue in beforeAll, after the table is collected.
  const cases: [string, () => Record<string, string | string[] | undefined>, Record<string, string[]>][] = [
    ['4 skills', () => ({ skills: sameGroupSkills.slice(0, 4).map(String) }), { skills: ['validation.max'] }],
    ['skills from 3 groups', () => ({ skills: skillByGroup.map(String) }), { skills: ['validation.skill_groups_max'] }],
    ['no skill', () => ({ skills: undefined }), { skills: ['validation.skills_min'] }],
    ['an unknown skill', () => ({ skills: ['999999'] }), { skills: ['validation.type'] }],
    ['a 16-year-old', () => ({ date_of_birth: sixteenYearsOld() }), { date_of_birth: ['validation.min_age'] }],
    ['missing terms', () => ({ terms: undefined }), { terms: ['validation.terms'] }],
    ['terms not accepted', () => ({ terms: 'false' }), { terms: ['validation.terms'] }],
    ['a short motivation', () => ({ message: 'For kort.' }), { message: ['validation.min'] }],
    ['a short phone number', () => ({ phone_number: '1234567' }), { phone_number: ['validation.min'] }],
  ];
  it.each(cases)('refuses %s with its field code', async (_name, overrides, errors) => {
    const before = await storedApplicationFiles();
    const response = await apply(form(overrides(), [pdf()]));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors });
    expect(await tmpFiles()).toEqual([]);
    expect(await storedApplicationFiles()).toEqual(before);
  });

  it('refuses a 4th PDF on files, before the 4th is written anywhere', async () => {
    const response = await apply(form({}, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { files: ['validation.max'] } });
    expect(await tmpFiles()).toEqual([]);
  });

  it('takes a PDF just under 2 MB and refuses one of 2 MB', async () => {
    await submitValid([pdf('lige-under.pdf', pdfOfSize(2 * 1024 * 1024 - 1))]);
    const response = await apply(form({}, [pdf('stor.pdf', pdfOfSize(2 * 1024 * 1024))]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { files: ['validation.file_size'] } });
    expect(await tmpFiles()).toEqual([]);
  });

  it('judges the type by content: a JPEG named .pdf is refused, whatever its Content-Type', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const response = await apply(form({}, [pdf('cv.pdf', jpeg)]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { files: ['validation.file_type'] } });
  });

  it('lets one of two applications with the same e-mail sent at once through, and keeps no file of the other', async () => {
    const before = await storedApplicationFiles();
    const email = 'samtidig@example.test';
    const responses = await Promise.all([apply(form({ email }, [pdf('a.pdf')])), apply(form({ email }, [pdf('b.pdf')]))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((r) => r.statusCode === 422)?.json().errors).toEqual({ email: ['validation.unique'] });
    expect((await storedApplicationFiles()).length).toBe(before.length + 1);
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses an e-mail that is already registered, in any case', async () => {
    const response = await apply(form({ email: eva.email.toUpperCase() }, [pdf()]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } });
  });

  it('answers every wrong field at once', async () => {
    const response = await apply(
      form({ email: eva.email, terms: undefined, skills: skillByGroup.map(String) }, [pdf('x.pdf', Buffer.from('hej'))]),
    );
    expect(response.json().errors).toEqual({
      email: ['validation.unique'],
      terms: ['validation.terms'],
      skills: ['validation.skill_groups_max'],
      files: ['validation.file_type'],
    });
  });

  it('takes an application without files, and ignores the empty part of an untouched file input', async () => {
    const id = await submitValid([{ name: 'files', filename: '', content: Buffer.alloc(0) }]);
    const [application] = await t.database.db.select().from(studentApplications).where(eq(studentApplications.student_id, id));
    expect(application?.files).toEqual([]);
  });

  it('is for visitors: a logged-in user gets 403 and nothing is created', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const body = form({ email: 'logget.ind@example.test' }, [pdf()]);
    const response = await apply(body, (await loginAs(t.app, customer)).headers);
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'logget.ind@example.test'))).toEqual([]);
  });

  it('answers a cut-off or boundary-less form with a 4xx and keeps no temporary file', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', 'abc'],
      [
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 abc',
      ],
      ['multipart/form-data; boundary=xx', '--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc'],
    ];
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/students/applications',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/students/applications', payload: { name: 'x' } });
    expect(response.statusCode).toBe(422);
  });
});

function sixteenYearsOld() {
  const day = new Date(`${latestStudentBirthDate()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('staff review', () => {
  const get = (id: number, headers = evaAuth) => t.app.inject({ method: 'GET', url: `/api/students/${id}/application`, headers });
  const act = (id: number, action: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/students/${id}/application/${action}`,
      headers: evaAuth,
      ...(payload ? { payload } : {}),
    });

  it('shows the application with skills, files by index and status, and serves a file as an attachment', async () => {
    const id = await submitValid([pdf('Mit CV æøå.pdf')], { skills: [String(skillByGroup[0])] });
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      student_id: id,
      name: 'Mathilde Åberg',
      phone_number: '12345678',
      date_of_birth: '2001-05-17',
      study_programme: 'HA i økonomi',
      institution: 'Aarhus Universitet',
      message: motivation,
      files: [{ index: 0, original_filename: 'Mit CV æøå.pdf' }],
      status: 'received',
      reviewed_at: null,
      accepted_at: null,
      rejected_at: null,
      delete_after: null,
    });
    expect(data.skills).toEqual([
      { id: skillByGroup[0], name: expect.any(String), group: { id: expect.any(Number), name: expect.any(String) } },
    ]);
    expect(JSON.stringify(data)).not.toContain('applications/');

    const file = await t.app.inject({ method: 'GET', url: `/api/students/${id}/application/files/0`, headers: evaAuth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Mit CV ___.pdf"; filename*=UTF-8''Mit%20CV%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    expect(file.rawPayload.equals(minimalPdf)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: `/api/students/${id}/application/files/1`, headers: evaAuth });
    expect(missing.statusCode).toBe(404);
  });

  it('is 404 for a student without an application', async () => {
    const plain = await createUser(t.database.db, { type: 'STUDENT' });
    expect((await get(plain.accountId)).statusCode).toBe(404);
    expect((await act(plain.accountId, 'review')).statusCode).toBe(404);
  });

  it('marks an application reviewed once (idempotent, one audit entry)', async () => {
    const id = await submitValid();
    const first = await act(id, 'review');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'reviewed', reviewed_at: expect.any(String) });
    const second = await act(id, 'review');
    expect(second.json().data.reviewed_at).toBe(first.json().data.reviewed_at);
    const [student] = await t.database.db.select().from(students).where(eq(students.id, id));
    expect(student?.application_status).toBe('reviewed');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, id)));
    expect(entries.map((e) => [e.action, e.employee_user_id])).toEqual([['application.reviewed', eva.id]]);
  });

  it('accepts: active, public at the chosen level, a set-password link that works; then 409 for any decision', async () => {
    const email = 'godkendt@example.test';
    const id = await submitValid([pdf()], { email });
    const [level] = await t.database.db.select().from(levels).where(eq(levels.key, 'rising-star'));
    const unknownLevel = await act(id, 'accept', { level_id: 999_999 });
    expect(unknownLevel.statusCode).toBe(422);
    expect(unknownLevel.json().errors).toEqual({ level_id: ['validation.type'] });

    const response = await act(id, 'accept', { level_id: level?.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'accepted',
      accepted_at: expect.any(String),
      reviewed_at: expect.any(String),
    });
    const [student] = await t.database.db.select().from(students).where(eq(students.id, id));
    expect(student).toMatchObject({ is_private: false, level_id: level?.id, application_status: 'reviewed' });

    const mails = await mailsTo(email);
    const welcome = mails.find((mail) => mail.subject === 'Velkommen som studerende hos Studiekraft');
    expect(welcome?.text).toContain('udløber efter 7 dage');
    const token = decodeURIComponent(welcome?.text.match(/password\/reset\?token=([^\s"<]+)/)?.[1] ?? '');
    expect(token).not.toBe('');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/change',
      payload: { token, password: 'mit_kodeord1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'mit_kodeord1' } });
    expect(login.statusCode, login.body).toBe(200);
    // Active, confirmed and not private: now a public profile.
    expect((await t.app.inject({ method: 'GET', url: `/api/students/${id}` })).statusCode).toBe(200);

    for (const action of ['review', 'reject']) {
      const again = await act(id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('APPLICATION_DECIDED');
    }
    expect((await act(id, 'accept', { level_id: level?.id })).statusCode).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'application.accepted')));
    expect(entry?.after).toEqual({ status: 'accepted', level_id: level?.id, activated: true });
  });

  it('rejects politely with the personal line; the applicant stays inactive and cannot be accepted after', async () => {
    const email = 'afvist@example.test';
    const id = await submitValid([pdf()], { email });
    const response = await act(id, 'reject', { message: 'Søg gerne igen, når du har mere erfaring med regnskab.' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('rejected');
    const rejectedAt = new Date(data.rejected_at);
    const deleteAfter = new Date(data.delete_after);
    expect(deleteAfter.getUTCMonth()).toBe((rejectedAt.getUTCMonth() + 6) % 12);
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Svar på din ansøgning hos Studiekraft');
    expect(mail?.text).toContain('> Søg gerne igen, når du har mere erfaring med regnskab.');
    expect(mail?.text).toContain('kan desværre ikke tilbyde dig en plads');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.activated).toBe(false);
    expect((await act(id, 'accept', { level_id: 1 })).statusCode).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'application.rejected')));
    expect(entry?.after).toEqual({ status: 'rejected', personal_message: true });
  });

  it('rejects without a body too', async () => {
    const id = await submitValid([]);
    const response = await act(id, 'reject');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a too long rejection line', async () => {
    const id = await submitValid([]);
    const response = await act(id, 'reject', { message: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ message: ['validation.max'] });
  });
});

describe('retention of rejected applicants', () => {
  it('deletes the applicant, login and files 6 months after rejection, and not a day before', async () => {
    const email = 'slettes@example.test';
    const id = await submitValid([pdf('a.pdf'), pdf('b.pdf')], { email });
    const [application] = await t.database.db.select().from(studentApplications).where(eq(studentApplications.student_id, id));
    const paths = application?.files.map((file) => file.path) ?? [];
    expect(paths).toHaveLength(2);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/students/${id}/application/reject`,
      headers: evaAuth,
      payload: {},
    });
    const rejectedAt = new Date(reject.json().data.rejected_at);
    const deleteAfter = new Date(reject.json().data.delete_after);
    const keeper = await submitValid([pdf()]);

    expect(await t.app.applicationRetention.runOnce(new Date(deleteAfter.getTime() - 86_400_000))).toBe(0);
    expect(await t.database.db.select().from(students).where(eq(students.id, id))).toHaveLength(1);

    // Applicants rejected earlier in this file go in the same pass.
    expect(await t.app.applicationRetention.runOnce(new Date(deleteAfter.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(students).where(eq(students.id, id))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    for (const key of paths) expect(await t.app.storage.exists(key)).toBe(false);
    // An undecided application is never deleted by the job.
    expect(await t.database.db.select().from(students).where(eq(students.id, keeper))).toHaveLength(1);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'application.deleted'), isNull(auditLog.employee_user_id)));
    expect(entry?.before).toEqual({ status: 'rejected', rejected_at: rejectedAt.toISOString(), files: 2 });
    expect(JSON.stringify(entry)).not.toContain(email);
  });
});

describe('the retention job', () => {
  it('runs a pass as soon as it starts, on its own clock, and stops cleanly', async () => {
    const id = await submitValid([pdf()]);
    await t.app.inject({ method: 'POST', url: `/api/students/${id}/application/reject`, headers: evaAuth, payload: {} });
    const sevenMonthsOn = new Date(Date.now() + 7 * 31 * 86_400_000);
    const warnings: unknown[] = [];
    const job = createApplicationRetention({
      db: t.database.db,
      storage: t.app.storage,
      logger: { info: () => {}, warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
      now: () => sevenMonthsOn,
      intervalMs: 60 * 60_000,
    });
    job.start();
    await vi.waitFor(async () => expect(await t.database.db.select().from(students).where(eq(students.id, id))).toEqual([]));
    await job.stop();
    expect(warnings).toEqual([]);
  });

  it('skips an applicant that cannot be deleted, logs it, and still deletes the others', async () => {
    const reject = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/students/${id}/application/reject`, headers: evaAuth, payload: {} });
    const stuck = await submitValid([]);
    const gone = await submitValid([]);
    await reject(stuck);
    await reject(gone);
    // A project still names the stuck applicant (projects keep their student: no cascade).
    const [stuckStudent] = await t.database.db.select().from(students).where(eq(students.id, stuck));
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    await createConversation(t.database.db, customer, {
      ...customer,
      studentId: stuck,
      slug: stuckStudent?.slug ?? '',
      name: 'x',
      id: stuckStudent?.user_id ?? 0,
      accountId: stuck,
      accountType: 'STUDENT',
    });
    const warnings: unknown[] = [];
    const job = createApplicationRetention({
      db: t.database.db,
      storage: t.app.storage,
      logger: { info: () => {}, warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
    });
    await job.runOnce(new Date(Date.now() + 7 * 31 * 86_400_000));
    expect(await t.database.db.select().from(students).where(eq(students.id, gone))).toEqual([]);
    expect(await t.database.db.select().from(students).where(eq(students.id, stuck))).toHaveLength(1);
    expect(warnings).toEqual([expect.objectContaining({ studentId: stuck })]);
  });
});

describe('decisions at the same time', () => {
  it('lets one of an accept and a reject through; the other gets 409', async () => {
    const id = await submitValid([]);
    const [level] = await t.database.db.select().from(levels).where(eq(levels.key, 'rough-diamond'));
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/students/${id}/application/accept`,
        headers: evaAuth,
        payload: { level_id: level?.id },
      }),
      t.app.inject({ method: 'POST', url: `/api/students/${id}/application/reject`, headers: evaAuth, payload: {} }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [application] = await t.database.db.select().from(studentApplications).where(eq(studentApplications.student_id, id));
    expect(Boolean(application?.accepted_at) !== Boolean(application?.rejected_at)).toBe(true);
  });
});

describe('staff student list', () => {
  it('filters on the application (pending, accepted, rejected) and includes its status without storage paths', async () => {
    const pending = await submitValid([pdf()]);
    const rejected = await submitValid([]);
    await t.app.inject({ method: 'POST', url: `/api/students/${rejected}/application/reject`, headers: evaAuth, payload: {} });
    const list = async (value: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/students',
        headers: evaAuth,
        query: {
          'filter_groups[0][filters][0][key]': 'application',
          'filter_groups[0][filters][0][value]': value,
          'filter_groups[0][filters][0][operator]': 'eq',
          'includes[]': 'application',
          limit: '1000',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ rows: { id: number; application: { status: string; files: unknown[] } }[] }>().rows;
    };
    const pendingRows = await list('pending');
    expect(pendingRows.map((row) => row.id)).toContain(pending);
    expect(pendingRows.map((row) => row.id)).not.toContain(rejected);
    const row = pendingRows.find((r) => r.id === pending);
    expect(row?.application).toMatchObject({ status: 'received', files: [{ index: 0, original_filename: 'cv.pdf' }] });
    expect(JSON.stringify(pendingRows)).not.toContain('applications/');
    const rejectedRows = await list('rejected');
    expect(rejectedRows.map((r) => r.id)).toContain(rejected);
    expect(rejectedRows.every((r) => r.application.status === 'rejected')).toBe(true);
    expect((await list('accepted')).every((r) => r.application.status === 'accepted')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/students?filter_groups[0][filters][0][key]=application&filter_groups[0][filters][0][value]=constructor&filter_groups[0][filters][0][operator]=eq',
      headers: evaAuth,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('counts applications per IP', async () => {
    const limited = await buildTestApp({ config: { rateLimits: { ...t.config.rateLimits, loginPerIp: 2 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const body = form({ email: `grænse${i}@example.test`, skills: undefined });
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/students/applications',
          payload: body.payload,
          headers: body.headers,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
