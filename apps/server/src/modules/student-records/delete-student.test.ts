import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { auditLog, refreshTokens, studentApplications, students, users } from '../../db/schema/index.ts';

let t: TestApp;
let eva: CreatedUser;
let asEva: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  eva = await createUser(t.database.db, { type: 'EMPLOYEE' });
  asEva = await loginAs(t.app, eva);
});
afterAll(() => t.close());

const del = (id: number, headers: Record<string, string> = asEva.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/students/${id}`, headers });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const studentRow = async (id: number) => (await t.database.db.select().from(students).where(eq(students.id, id)))[0];
const auditActions = async (id: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, id)))
  ).map((row) => row.action);

describe('DELETE /api/students/:id', () => {
  it('removes a student without history, with their user, and logs it', async () => {
    const student = await createStudent(t.database.db, {
      skills: ['logo'],
      application: { message: 'Hej', files: [] },
      applicationStatus: 'received',
    });
    const response = await del(student.studentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: student.studentId, deleted: true } });
    expect(await studentRow(student.studentId)).toBeUndefined();
    expect(await userRow(student.id)).toBeUndefined();
    expect(await auditActions(student.studentId)).toEqual(['student.deleted']);
    expect((await del(student.studentId)).statusCode).toBe(404);
  });

  it.each([
    ['a project', 'project'],
    ['a rating', 'rating'],
    ['a reference', 'reference'],
    ['a decided application', 'application'],
  ] as const)('deactivates a student with %s, ends their sessions and keeps the record', async (_label, kind) => {
    const student = await createStudent(t.database.db, {
      ...(kind === 'rating' ? { ratings: [{ score: 5 }] } : {}),
      ...(kind === 'reference' ? { references: [{ title: 'Logo', text: 'Et logo.' }] } : {}),
      ...(kind === 'application' ? { application: { message: 'Hej', files: [] } } : {}),
    });
    if (kind === 'project') {
      const customer = await createUser(t.database.db);
      await createConversation(t.database.db, customer, student);
    }
    if (kind === 'application')
      await t.database.db
        .update(studentApplications)
        .set({ rejected_at: new Date() })
        .where(eq(studentApplications.student_id, student.studentId));
    const session = await loginAs(t.app, student);
    const response = await del(student.studentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: student.studentId, deleted: false } });
    expect(await studentRow(student.studentId)).toBeDefined();
    expect((await userRow(student.id))?.activated).toBe(false);
    const live = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, student.id));
    expect(live.every((token) => token.revoked_at !== null)).toBe(true);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/refresh',
      headers: { cookie: session.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await auditActions(student.studentId)).toEqual(['student.deactivated']);
  });

  it('counts an undecided application as no history', async () => {
    const student = await createStudent(t.database.db, { application: { message: 'Venter', files: [] } });
    expect((await del(student.studentId)).json().data.deleted).toBe(true);
  });

  it('is for employees only: the student themself and customers 403, anonymous 401', async () => {
    const student = await createStudent(t.database.db);
    const asStudent = await loginAs(t.app, student);
    const asCustomer = await loginAs(t.app, await createUser(t.database.db));
    expect((await del(student.studentId, asStudent.headers)).statusCode).toBe(403);
    expect((await del(student.studentId, asCustomer.headers)).statusCode).toBe(403);
    expect((await del(student.studentId, {})).statusCode).toBe(401);
    expect(await studentRow(student.studentId)).toBeDefined();
  });
});
