import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent, skillIdOf } from '../../../test/student-factories.ts';
import { auditLog, levels, studentSlugHistory, students } from '../../db/schema/index.ts';

let t: TestApp;
let eva: CreatedUser;
let asEva: LoggedIn;
let asCustomer: LoggedIn;
let student: CreatedStudent;
let asStudent: LoggedIn;
let masterminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  eva = await createUser(db, { type: 'EMPLOYEE' });
  student = await createStudent(db, { name: 'Søren Ærø', slug: 'soeren-aeroe', skills: ['logo'], notes: 'Gammel note' });
  [asEva, asStudent, asCustomer] = await Promise.all([
    loginAs(t.app, eva),
    loginAs(t.app, student),
    createUser(db).then((customer) => loginAs(t.app, customer)),
  ]);
  const [level] = await db.select({ id: levels.id }).from(levels).where(eq(levels.key, 'mastermind'));
  masterminId = level?.id ?? 0;
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>, headers: Record<string, string> = asEva.headers, id = student.studentId) =>
  t.app.inject({ method: 'PUT', url: `/api/students/${id}`, headers, payload });
const bySlug = (slug: string) => t.app.inject({ method: 'GET', url: `/api/students/slug/${slug}` });
const lastAudit = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('PUT /api/students/:id by staff: {name, notes, phone_number?, date_of_birth?}', () => {
  it('renames with a new slug, keeps the old one as a redirect and logs before and after', async () => {
    const response = await put({ name: 'Søren Åby', notes: 'Ringet op', phone_number: '+45 87 65 43 21' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Søren Åby',
      slug: 'soeren-aaby',
      notes: 'Ringet op',
      phone_number: '+4587654321',
    });
    const old = await bySlug('soeren-aeroe');
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ id: student.studentId, slug: 'soeren-aaby' });
    expect((await bySlug('soeren-aaby')).json().data.id).toBe(student.studentId);
    expect(await lastAudit(student.studentId)).toMatchObject({
      action: 'student.updated',
      employee_user_id: eva.id,
      before: { name: 'Søren Ærø', slug: 'soeren-aeroe', notes: 'Gammel note', phone_number: '12345678' },
      after: { name: 'Søren Åby', slug: 'soeren-aaby', notes: 'Ringet op', phone_number: '+4587654321' },
    });
  });

  it('names the student in the audit log list', async () => {
    const filter =
      'filter_groups[0][filters][0][key]=entity_type&filter_groups[0][filters][0][value]=student' +
      `&filter_groups[0][filters][1][key]=entity_id&filter_groups[0][filters][1][value]=${student.studentId}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${filter}`, headers: asEva.headers });
    expect(response.statusCode).toBe(200);
    const rows: { action: string; entity_label: string | null }[] = response.json().rows;
    expect(rows.map((row) => [row.action, row.entity_label])).toEqual([['student.updated', 'Søren Åby']]);
  });

  it("does not hand a student's old slug to another student, and gives it back when renamed back", async () => {
    const other = await createStudent(t.database.db, { name: 'Anden Studerende' });
    const renamed = await put({ name: 'Søren Ærø' }, asEva.headers, other.studentId);
    expect(renamed.json().data.slug).toBe('soeren-aeroe-2');
    expect((await bySlug('soeren-aeroe')).json().data.id).toBe(student.studentId);

    const back = await put({ name: 'Søren Ærø' });
    expect(back.json().data.slug).toBe('soeren-aeroe');
    // The other name's slug now redirects to the same student instead.
    expect((await bySlug('soeren-aaby')).json().data).toMatchObject({ id: student.studentId, slug: 'soeren-aeroe' });
  });

  it('clears notes with an empty text, keeps them when left out, and logs nothing when nothing changed', async () => {
    await put({ name: 'Søren Ærø', notes: 'Ny note' });
    const kept = await put({ name: 'Søren Ærø' });
    expect(kept.json().data.notes).toBe('Ny note');
    const before = await lastAudit(student.studentId);
    await put({ name: 'Søren Ærø' });
    expect((await lastAudit(student.studentId))?.id).toBe(before?.id);
    expect((await put({ name: 'Søren Ærø', notes: '' })).json().data.notes).toBeNull();
  });

  it('refuses an empty name, a short phone number and a 16-year-old on their fields', async () => {
    const response = await put({ name: ' ', phone_number: '1234', date_of_birth: '2015-01-01' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['validation.required'],
      phone_number: ['validation.min'],
      date_of_birth: ['validation.min_age'],
    });
    expect((await put({ name: 'X', short: 'blandet' })).json().errors).toEqual({ short: ['validation.type'] });
  });
});

describe('GET /api/students/slug/:slug with an old slug (decisions 022, 068)', () => {
  const bySlugAs = (slug: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/students/slug/${slug}`, ...(headers ? { headers } : {}) });

  it("answers the student with the current slug, but another student's current slug wins, hidden or not", async () => {
    const db = t.database.db;
    const ida = await createStudent(db, { name: 'Ida Alfa', slug: 'ida-alfa' });
    const other = await createStudent(db, { name: 'Ida Beta', slug: 'ida-beta' });
    expect((await put({ name: 'Ida Gamma' }, asEva.headers, ida.studentId)).json().data.slug).toBe('ida-gamma');
    expect((await bySlugAs('ida-alfa')).json().data).toMatchObject({ id: ida.studentId, slug: 'ida-gamma' });

    // Not made by a rename today (a taken slug is never chosen), but should the two ever meet, the current one wins.
    await db.insert(studentSlugHistory).values({ slug: 'ida-beta', student_id: ida.studentId });
    expect((await bySlugAs('ida-beta')).json().data).toMatchObject({ id: other.studentId, slug: 'ida-beta' });
    await db.update(students).set({ is_private: true }).where(eq(students.id, other.studentId));
    expect((await bySlugAs('ida-beta')).statusCode).toBe(404);
    expect((await bySlugAs('ida-beta', (await loginAs(t.app, other)).headers)).json().data.id).toBe(other.studentId);
  });

  it("keeps a hidden student's old slug from anybody but the student and staff", async () => {
    const db = t.database.db;
    const hidden = await createStudent(db, { name: 'Skjult Alfa', slug: 'skjult-alfa', isPrivate: true });
    await put({ name: 'Skjult Beta' }, asEva.headers, hidden.studentId);
    expect((await bySlugAs('skjult-alfa')).statusCode).toBe(404);
    expect((await bySlugAs('skjult-alfa', asCustomer.headers)).statusCode).toBe(404);
    const own = await bySlugAs('skjult-alfa', (await loginAs(t.app, hidden)).headers);
    expect(own.json().data).toMatchObject({ id: hidden.studentId, slug: 'skjult-beta' });
    expect((await bySlugAs('skjult-alfa', asEva.headers)).json().data.slug).toBe('skjult-beta');
  });

  it('leads nowhere once the student is removed or their data erased, not even for staff', async () => {
    const db = t.database.db;
    const removed = await createStudent(db, { name: 'Fjernet Alfa', slug: 'fjernet-alfa' });
    await put({ name: 'Fjernet Beta' }, asEva.headers, removed.studentId);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/students/${removed.studentId}`, headers: asEva.headers });
    expect(deleted.json().data).toEqual({ id: removed.studentId, deleted: true });

    const erased = await createStudent(db, { name: 'Slettet Alfa', slug: 'slettet-alfa' });
    await put({ name: 'Slettet Beta' }, asEva.headers, erased.studentId);
    const erasing = await t.app.inject({ method: 'DELETE', url: `/api/users/${erased.id}`, headers: asEva.headers });
    expect(erasing.statusCode, erasing.body).toBe(200);

    for (const slug of ['fjernet-alfa', 'fjernet-beta', 'slettet-alfa', 'slettet-beta']) {
      expect((await bySlugAs(slug, asEva.headers)).statusCode, slug).toBe(404);
      expect((await bySlugAs(slug)).statusCode, slug).toBe(404);
    }
  });
});

describe('PUT /api/students/:id by staff: {level_id, skills}', () => {
  it('sets the level and replaces the skills, with an audit entry', async () => {
    const [seo, accounting] = await Promise.all([skillIdOf(t.database.db, 'seo'), skillIdOf(t.database.db, 'accounting')]);
    const response = await put({ level_id: masterminId, skills: [seo, accounting] });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.level.key).toBe('mastermind');
    expect(data.skills.map((skill: { key: string }) => skill.key).sort()).toEqual(['accounting', 'seo']);
    const entry = await lastAudit(student.studentId);
    expect(entry?.after).toEqual({ level_id: masterminId, skills: [seo, accounting].sort((a, b) => a - b) });
    expect(entry?.before).toMatchObject({ skills: [await skillIdOf(t.database.db, 'logo')] });
  });

  it('needs at least one skill and known ids', async () => {
    expect((await put({ level_id: masterminId, skills: [] })).json().errors).toEqual({ skills: ['validation.required'] });
    const unknown = await put({ level_id: 999_999, skills: [999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ level_id: ['validation.format'], skills: ['validation.format'] });
  });

  it('answers 404 for a student who does not exist', async () => {
    const accounting = await skillIdOf(t.database.db, 'accounting');
    expect((await put({ level_id: masterminId, skills: [accounting] }, asEva.headers, 2_000_000)).statusCode).toBe(404);
  });
});

describe('PUT /api/students/:id: the staff shapes are staff only', () => {
  it('answers 403 to the owning student sending {level_id, skills} or {name, notes}, valid or not', async () => {
    const accounting = await skillIdOf(t.database.db, 'accounting');
    const [row] = await t.database.db.select().from(students).where(eq(students.id, student.studentId));
    expect((await put({ level_id: masterminId, skills: [accounting] }, asStudent.headers)).statusCode).toBe(403);
    expect((await put({ level_id: 'x', skills: [] }, asStudent.headers)).statusCode).toBe(403);
    expect((await put({ name: 'Selvvalgt', notes: 'x' }, asStudent.headers)).statusCode).toBe(403);
    const [after] = await t.database.db.select().from(students).where(eq(students.id, student.studentId));
    expect(after).toEqual(row);
  });

  it('answers 403 to a customer and 401 to anonymous callers', async () => {
    expect((await put({ name: 'Kunde' }, asCustomer.headers)).statusCode).toBe(403);
    expect((await put({ name: 'Anonym' }, {})).statusCode).toBe(401);
  });
});
