import type { Project } from '@studiekraft/shared/schemas/projects';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { messages, outboxEmails, projectEvents, projects } from '../../db/schema/index.ts';

// Decision 014: an hourly customer is never billed for more hours than accepted without approving them.

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  student = await createStudent(t.database.db, { name: 'Sofie Studerende' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.student = (await loginAs(t.app, student)).headers;
  headers.otherCustomer = (await loginAs(t.app, await createUser(t.database.db, { type: 'CUSTOMER' }))).headers;
});

afterAll(() => t.close());

const act = (projectId: number, action: string, body: object, who: string) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/${action}`, payload: body, headers: headers[who] });

/** An accepted offer of 200 kr. per hour for `hours` hours (or a fixed 3,000 kr.). */
async function acceptedProject(priceType: 'hourly' | 'unit', hours = 5) {
  const { projectId, id } = await createConversation(t.database.db, customer, student, {
    project: { status: 'project-offer-accepted' },
  });
  if (!projectId) throw new Error('no project');
  await t.database.db
    .update(projects)
    .set({
      price_type: priceType,
      offered_price: priceType === 'hourly' ? 200 : 3000,
      offered_hours: priceType === 'hourly' ? hours : null,
      offered_at: new Date(),
      accepted_price: priceType === 'hourly' ? 200 : 3000,
      price_accepted_at: new Date(),
    })
    .where(eq(projects.id, projectId));
  return { projectId, conversationId: id };
}

const reason = 'Kunden ønskede to ekstra sider.';

describe('extra hours', () => {
  it('bills no more than the accepted hours until the customer approves more', async () => {
    const { projectId, conversationId } = await acceptedProject('hourly', 5);
    expect((await act(projectId, 'finalize', { hours: 7 }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.max'] },
    });

    const requested = await act(projectId, 'requestExtraHours', { hours: 2, reason }, 'student');
    expect(requested.json<{ data: Project }>().data).toMatchObject({
      status: 'project-offer-accepted',
      billable_hours: 5,
      extra_hours_request: { hours: 2, reason },
    });
    // Still 5 until the customer answers.
    expect((await act(projectId, 'finalize', { hours: 7 }, 'student')).statusCode).toBe(422);
    // The student asks for 3 instead; a customer still looking at 2 must see the new request first.
    await act(projectId, 'requestExtraHours', { hours: 3, reason }, 'student');
    expect((await act(projectId, 'approveExtraHours', { hours: 2 }, 'customer')).json()).toEqual({ message: 'OFFER_CHANGED' });
    const approved = await act(projectId, 'approveExtraHours', { hours: 3 }, 'customer');
    expect(approved.json<{ data: Project }>().data).toMatchObject({
      billable_hours: 8,
      extra_hours_approved: 3,
      extra_hours_request: null,
    });
    expect((await act(projectId, 'approveExtraHours', { hours: 3 }, 'customer')).json()).toEqual({
      message: 'INVALID_TRANSITION',
    });
    expect((await act(projectId, 'finalize', { hours: 8.5 }, 'student')).statusCode).toBe(422);
    const finalized = await act(projectId, 'finalize', { hours: 7.5 }, 'student');
    expect(finalized.json<{ data: Project }>().data).toMatchObject({ status: 'project-finalized', final_price: 1500 });

    const events = await t.database.db
      .select({ type: projectEvents.type, data: projectEvents.data })
      .from(projectEvents)
      .where(eq(projectEvents.project_id, projectId))
      .orderBy(asc(projectEvents.id));
    expect(events.map((e) => e.type)).toEqual([
      'project-extra-hours-requested',
      'project-extra-hours-requested',
      'project-extra-hours-approved',
      'project-finalized',
    ]);
    expect(events[2]?.data).toEqual({ hours: 3, extra_hours_approved: 3 });
    const lines = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversation_id, conversationId), eq(messages.content_type, 'system')))
      .orderBy(asc(messages.id));
    expect(lines.map((l) => l.content).slice(1, 3)).toEqual([
      `Sofie Studerende beder om at måtte fakturere 3 timer à 200 kr. (i alt 600 kr.) ekskl. moms ud over det aftalte, i alt 8 timer. Begrundelse: ${reason}`,
      'Karen Kunde har godkendt 3 timer ekstra. Der kan nu faktureres op til 8 timer.',
    ]);
    const mails = await t.database.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'project-update'))
      .orderBy(asc(outboxEmails.id));
    const mine = mails.filter((m) => m.text.includes(`/conversations/${conversationId}`));
    expect(mine.slice(0, 3).map((m) => [m.to, m.subject])).toEqual([
      [customer.email, 'Sofie Studerende beder om ekstra timer på Testprojekt'],
      [customer.email, 'Sofie Studerende beder om ekstra timer på Testprojekt'],
      [student.email, 'Karen Kunde har godkendt de ekstra timer på Testprojekt'],
    ]);
    expect(mine[0]?.text).toContain(reason);
  });

  it('keeps the accepted hours when the customer declines', async () => {
    const { projectId } = await acceptedProject('hourly', 4);
    await act(projectId, 'requestExtraHours', { hours: 2, reason }, 'student');
    const declined = await act(projectId, 'declineExtraHours', { hours: 2 }, 'customer');
    expect(declined.json<{ data: Project }>().data).toMatchObject({
      billable_hours: 4,
      extra_hours_approved: 0,
      extra_hours_request: null,
    });
    expect((await act(projectId, 'finalize', { hours: 6 }, 'student')).statusCode).toBe(422);
    expect((await act(projectId, 'finalize', { hours: 4 }, 'student')).json<{ data: Project }>().data.final_price).toBe(800);
  });

  it('is for the parties of accepted hourly work only, within the hours bound', async () => {
    const fixed = await acceptedProject('unit');
    expect((await act(fixed.projectId, 'requestExtraHours', { hours: 2, reason }, 'student')).json()).toEqual({
      message: 'INVALID_TRANSITION',
    });
    const { projectId } = await acceptedProject('hourly', 990);
    expect((await act(projectId, 'requestExtraHours', { hours: 11, reason }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.max'] },
    });
    expect((await act(projectId, 'requestExtraHours', { hours: 2 }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { reason: ['validation.required'] },
    });
    expect((await act(projectId, 'requestExtraHours', { hours: 2, reason }, 'customer')).statusCode).toBe(403);
    await act(projectId, 'requestExtraHours', { hours: 10, reason }, 'student');
    expect((await act(projectId, 'approveExtraHours', { hours: 10 }, 'student')).statusCode).toBe(403);
    expect((await act(projectId, 'approveExtraHours', { hours: 10 }, 'otherCustomer')).statusCode).toBe(403);
    expect((await act(projectId, 'approveExtraHours', { hours: 1e9 }, 'customer')).statusCode).toBe(422);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({ extra_hours_approved: 0, extra_hours_requested: 10 });
  });
});
