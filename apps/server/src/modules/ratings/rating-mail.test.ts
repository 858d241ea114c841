import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { outboxEmails, ratings } from '../../db/schema/index.ts';
import { createSmtpTransport } from '../../emails/smtp-transport.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let transport: ReturnType<typeof createSmtpTransport>;
let customer: CreatedUser;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
  t = await buildTestApp({ mailTransport: transport });
  customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  const employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.employee = (await loginAs(t.app, employee)).headers;
});
afterAll(async () => {
  await t.close();
  transport.close();
  await smtp.stop();
});

const body = {
  title: 'Hurtig og grundig',
  score: 4,
  name: 'Karen Kunde',
  position: 'Indehaver',
  body: 'Et flot logo til tiden.',
};

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload ? { payload } : {}) });

async function projectIn(student: CreatedStudent, status: ProjectStatus = 'project-finalized') {
  const { projectId } = await createConversation(t.database.db, customer, student, { project: { status } });
  if (!projectId) throw new Error('no project');
  return projectId;
}

/** The rating mails queued for `email`, sent or not. */
const ratingMailsTo = (email: string) =>
  t.database.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.template, 'student-rated')));

describe("the rated student's mail", () => {
  it('goes out through SMTP in Danish when the customer rates the project: who, score, title and a link to the ratings', async () => {
    const student = await createStudent(t.database.db, { name: 'Sofie Studerende' });
    const projectId = await projectIn(student);
    expect((await call('POST', `/projects/${projectId}/rating`, 'customer', body)).statusCode).toBe(201);

    smtp.received.length = 0;
    await t.app.mailWorker.drain();
    const mails = smtp.received.filter((m) => m.envelopeTo.includes(student.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const url = `http://studiekraft.test/students/${student.slug}?tab=ratings`;
    expect(mail?.subject).toBe('Du har fået en bedømmelse fra Karen Kunde');
    expect(mail?.parts).toEqual(['text/plain', 'text/html']);
    // SMTP carries CRLF line ends; the template writes LF.
    const text = mail?.text.replaceAll('\r\n', '\n');
    expect(text).toContain('Hej Sofie Studerende');
    expect(text).toContain('Karen Kunde har givet dig en bedømmelse hos Studiekraft: 4 ud af 5 stjerner.');
    expect(text).toContain('Overskriften er "Hurtig og grundig".');
    expect(text).toContain(`Se udtalelsen:\n${url}`);
    expect(mail?.html).toContain(`href="${url}"`);
    expect(mail?.html).toContain('4 ud af 5 stjerner');

    // The customer's edit within 14 days, and a second post refused, mail nobody.
    expect((await call('PUT', `/projects/${projectId}/rating`, 'customer', { ...body, score: 5 })).statusCode).toBe(200);
    expect((await call('POST', `/projects/${projectId}/rating`, 'customer', body)).statusCode).toBe(409);
    expect(await ratingMailsTo(student.email)).toHaveLength(1);
  });

  it('goes out when staff add a rating, never when they edit or delete one', async () => {
    const student = await createStudent(t.database.db, { name: 'Emil Elev', ratings: [{ score: 5 }] });
    const [seeded] = await t.database.db
      .select({ id: ratings.id })
      .from(ratings)
      .where(eq(ratings.student_id, student.studentId));
    const staffBody = { ...body, name: 'Lars Leder', title: 'Stærk på Excel', score: 5 };
    const added = await call('POST', `/students/${student.studentId}/ratings`, 'employee', staffBody);
    expect(added.statusCode).toBe(201);

    smtp.received.length = 0;
    await t.app.mailWorker.drain();
    const [mail] = smtp.received.filter((m) => m.envelopeTo.includes(student.email));
    expect(mail?.subject).toBe('Du har fået en bedømmelse fra Lars Leder');
    expect(mail?.text).toContain('Lars Leder har givet dig en bedømmelse hos Studiekraft: 5 ud af 5 stjerner.');
    expect(mail?.text).toContain('Overskriften er "Stærk på Excel".');

    const id = added.json().data.id;
    expect(
      (await call('PUT', `/students/${student.studentId}/ratings/${id}`, 'employee', { ...staffBody, score: 3 })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/students/${student.studentId}/ratings/${seeded?.id}`, 'employee', staffBody)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/students/${student.studentId}/ratings/${id}`, 'employee')).statusCode).toBe(204);
    expect(await ratingMailsTo(student.email)).toHaveLength(1);
  });

  it('is not written for a rating that is refused, nor to a deactivated student', async () => {
    const student = await createStudent(t.database.db);
    const refused = await call('POST', `/students/${student.studentId}/ratings`, 'employee', { ...body, customer_id: 999999 });
    expect(refused.statusCode).toBe(422);
    const open = await projectIn(student, 'project-offer-accepted');
    expect((await call('POST', `/projects/${open}/rating`, 'customer', body)).statusCode).toBe(409);
    expect(await ratingMailsTo(student.email)).toEqual([]);

    const inactive = await createStudent(t.database.db, { activated: false });
    expect((await call('POST', `/students/${inactive.studentId}/ratings`, 'employee', body)).statusCode).toBe(201);
    expect(await ratingMailsTo(inactive.email)).toEqual([]);
  });
});
