import { type ProjectStatus, projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { formatDanishDateTime, offerExpiresAt } from '@studiekraft/shared/rules/offer-validity';
import { findTransition, isActionOf, type Party, projectActions } from '@studiekraft/shared/rules/project-lifecycle';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { messages, outboxEmails, projectEvents, projects } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
let otherCustomer: CreatedUser;
let otherStudent: CreatedStudent;
const headers: Record<string, { authorization: string } | undefined> = {};
const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  student = await createStudent(db, { name: 'Sofie Studerende' });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  otherStudent = await createStudent(db);
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.student = (await loginAs(t.app, student)).headers;
  headers.employee = (await loginAs(t.app, employee)).headers;
  headers.otherCustomer = (await loginAs(t.app, otherCustomer)).headers;
  headers.otherStudent = (await loginAs(t.app, otherStudent)).headers;
  headers.anonymous = undefined;
});

afterAll(() => t.close());

/** A project in `status` with the prices that status implies, last touched two days ago. */
async function projectIn(status: ProjectStatus, priceType: 'hourly' | 'unit' = 'hourly') {
  const { id: conversationId, projectId } = await createConversation(t.database.db, customer, student, { project: { status } });
  if (!projectId) throw new Error('no project');
  const offered = ['project-offer-posted', 'project-offer-accepted', 'project-finalized'].includes(status);
  const accepted = ['project-offer-accepted', 'project-finalized'].includes(status);
  await t.database.db
    .update(projects)
    .set({
      price_type: priceType,
      offered_price: offered ? 225 : null,
      offered_hours: offered && priceType === 'hourly' ? 3 : null,
      accepted_price: accepted ? 225 : null,
      // An accepted hourly project with a pending request, so the customer's answers have one to answer.
      ...(status === 'project-offer-accepted' && priceType === 'hourly'
        ? { extra_hours_requested: 2, extra_hours_reason: 'Flere sider end aftalt.', extra_hours_requested_at: twoDaysAgo() }
        : {}),
      updated_at: twoDaysAgo(),
    })
    .where(eq(projects.id, projectId));
  return { projectId, conversationId };
}

const bodies: Record<string, object> = {
  clarify: {},
  priceOffer: { offer: 250, hours: 4 },
  acceptPriceOffer: { offer: 225, price_type: 'hourly', hours: 3 },
  requestExtraHours: { hours: 2, reason: 'Flere sider end aftalt.' },
  approveExtraHours: { hours: 2 },
  declineExtraHours: { hours: 2 },
  finalize: { hours: 3 },
  cancel: { message: 'Vi har fundet en anden løsning.' },
  close: { message: 'Ingen aktivitet.' },
};

const act = (projectId: number, action: string, body: object | undefined, who: string) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/${action}`, payload: body, headers: headers[who] });

const roles: { who: string; party: Party | null; owner: boolean }[] = [
  { who: 'customer', party: 'customer', owner: true },
  { who: 'student', party: 'student', owner: true },
  { who: 'employee', party: 'employee', owner: true },
  { who: 'otherCustomer', party: 'customer', owner: false },
  { who: 'otherStudent', party: 'student', owner: false },
  { who: 'anonymous', party: null, owner: false },
];

describe('every action from every status by every role', () => {
  // The expectations come from the shared transition table, so the server and the table cannot drift.
  for (const action of projectActions) {
    it(`${action}`, async () => {
      for (const status of projectStatuses) {
        for (const role of roles) {
          const { projectId } = await projectIn(status);
          const response = await act(projectId, action, bodies[action], role.who);
          const transition = role.party ? findTransition(action, role.party, status) : undefined;
          const expected =
            role.party === null ? 401 : !isActionOf(action, role.party) || !role.owner ? 403 : transition ? 200 : 409;
          expect(response.statusCode, `${action} from ${status} by ${role.who}: ${response.body}`).toBe(expected);
          const [row] = await t.database.db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
          expect(row?.status).toBe(expected === 200 ? transition?.to : status);
        }
      }
    });
  }
});

describe('the main flow', () => {
  it('clarifies, offers, edits, accepts, approves extra hours and finalizes with events, system lines and e-mails', async () => {
    const { projectId, conversationId } = await projectIn('project-created');
    const clarified = await act(projectId, 'clarify', undefined, 'student');
    expect(clarified.statusCode, clarified.body).toBe(200);
    const offer = await act(projectId, 'priceOffer', { offer: 200, hours: 3 }, 'student');
    expect(offer.json<{ data: Project }>().data).toMatchObject({
      status: 'project-offer-posted',
      offered_price: 200,
      offered_hours: 3,
    });
    const edited = await act(projectId, 'priceOffer', { offer: '225', hours: '2,5' }, 'student');
    const offeredAt = edited.json<{ data: Project }>().data.offered_at ?? '';
    expect(edited.json<{ data: Project }>().data.offer_expires_at).toBe(offerExpiresAt(offeredAt).toISOString());
    // Accepting the old offer fails: the customer must see the edit first.
    const stale = await act(projectId, 'acceptPriceOffer', { offer: 200, price_type: 'hourly', hours: 3 }, 'customer');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'OFFER_CHANGED' });
    const accepted = await act(projectId, 'acceptPriceOffer', { offer: 225, price_type: 'hourly', hours: 2.5 }, 'customer');
    expect(accepted.json<{ data: Project }>().data).toMatchObject({
      status: 'project-offer-accepted',
      accepted_price: 225,
      billable_hours: 2.5,
    });
    expect(accepted.json<{ data: Project }>().data.price_accepted_at).not.toBeNull();
    // Too late to cancel once the price is accepted.
    expect((await act(projectId, 'cancel', bodies.cancel, 'customer')).statusCode).toBe(409);
    // Four hours are more than accepted: the customer approves the difference first.
    expect((await act(projectId, 'finalize', { hours: 4 }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.max'] },
    });
    await act(projectId, 'requestExtraHours', { hours: 1.5, reason: 'Logoet skulle i tre varianter.' }, 'student');
    const approved = await act(projectId, 'approveExtraHours', { hours: 1.5 }, 'customer');
    expect(approved.json<{ data: Project }>().data).toMatchObject({ billable_hours: 4, extra_hours_request: null });
    const finalized = await act(projectId, 'finalize', { hours: 4 }, 'student');
    expect(finalized.json<{ data: Project }>().data).toMatchObject({
      status: 'project-finalized',
      hours_used: 4,
      final_price: 900,
      open: false,
    });

    const events = await t.database.db
      .select({ type: projectEvents.type })
      .from(projectEvents)
      .where(eq(projectEvents.project_id, projectId))
      .orderBy(asc(projectEvents.id));
    expect(events.map((e) => e.type)).toEqual([
      'project-clarification',
      'project-price-offer-posted',
      'project-price-offer-edited',
      'project-price-offer-accepted',
      'project-extra-hours-requested',
      'project-extra-hours-approved',
      'project-finalized',
    ]);
    const lines = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversation_id, conversationId), eq(messages.content_type, 'system')))
      .orderBy(asc(messages.id));
    const validUntil = formatDanishDateTime(offerExpiresAt(offeredAt));
    expect(lines.map((l) => l.content)).toEqual([
      'Sofie Studerende er gået i gang med at afklare projektet. Vurderingen tager højst 2 dage.',
      expect.stringMatching(
        /^Sofie Studerende har sendt et tilbud: 200 kr\. pr\. time, 3 timer \(i alt 600 kr\.\)\. Tilbuddet gælder til \d{1,2}\. [a-z]+\.? \d{4}, kl\. \d\d:\d\d\.$/,
      ),
      `Sofie Studerende har opdateret tilbuddet: 225 kr. pr. time, 2,5 timer (i alt 562,5 kr.). Tilbuddet gælder til ${validUntil}.`,
      'Karen Kunde har accepteret tilbuddet: 225 kr. pr. time, 2,5 timer (i alt 562,5 kr.). Aftalen er bindende.',
      'Sofie Studerende beder om at måtte fakturere 1,5 timer à 225 kr. (i alt 337,5 kr.) ekskl. moms ud over det aftalte, i alt 4 timer. Begrundelse: Logoet skulle i tre varianter.',
      'Karen Kunde har godkendt 1,5 timer ekstra. Der kan nu faktureres op til 4 timer.',
      'Sofie Studerende har afsluttet projektet. Endelig pris: 900 kr. ekskl. moms.',
    ]);

    const mails = await t.database.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'project-update'))
      .orderBy(asc(outboxEmails.id));
    // The customer's finalize mail leads to the rating form instead of the conversation (decision 020).
    const ratingUrl = `/projects/${projectId}/rating`;
    const mine = mails.filter((m) => m.text.includes(`/conversations/${conversationId}`) || m.text.includes(ratingUrl));
    // clarify: customer; offer, edit, accept: both; extra hours: the other party; finalize: both.
    expect(mine.map((m) => m.to)).toEqual([
      customer.email,
      customer.email,
      student.email,
      customer.email,
      student.email,
      customer.email,
      student.email,
      customer.email,
      student.email,
      customer.email,
      student.email,
    ]);
    expect(mine[3]?.text).toContain(`Tilbuddet gælder til ${validUntil}.`);
    expect(mine[7]?.text).toContain('Logoet skulle i tre varianter.');
    expect(mine.at(-2)?.text).toContain('Giv en bedømmelse');
    expect(mine.at(-2)?.text).toContain(ratingUrl);
    expect(mine.at(-1)?.text).toContain(`/conversations/${conversationId}`);
  });

  it('prices a fixed-price offer without hours, and needs hours for hourly work', async () => {
    const hourly = await projectIn('project-created');
    expect((await act(hourly.projectId, 'priceOffer', { offer: 200 }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.required'] },
    });
    expect((await act(hourly.projectId, 'priceOffer', { offer: -1, hours: 2 }, 'student')).statusCode).toBe(422);
    expect((await act(hourly.projectId, 'priceOffer', { offer: 200, hours: 0 }, 'student')).statusCode).toBe(422);
    expect((await act(hourly.projectId, 'priceOffer', { offer: 'mange', hours: 2 }, 'student')).statusCode).toBe(422);
    const unit = await projectIn('project-created', 'unit');
    const response = await act(unit.projectId, 'priceOffer', { offer: 2500 }, 'student');
    expect(response.json<{ data: Project }>().data).toMatchObject({
      offered_price: 2500,
      offered_hours: null,
      price_type: 'unit',
    });
    await act(unit.projectId, 'acceptPriceOffer', { offer: 2500, price_type: 'unit', hours: null }, 'customer');
    const done = await act(unit.projectId, 'finalize', {}, 'student');
    expect(done.json<{ data: Project }>().data).toMatchObject({ final_price: 2500, hours_used: null });
  });

  it('applies two simultaneous accepts once', async () => {
    const { projectId } = await projectIn('project-offer-posted');
    const [a, b] = await Promise.all([
      act(projectId, 'acceptPriceOffer', bodies.acceptPriceOffer, 'customer'),
      act(projectId, 'acceptPriceOffer', bodies.acceptPriceOffer, 'customer'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(projectEvents).where(eq(projectEvents.project_id, projectId));
    expect(events.filter((e) => e.type === 'project-price-offer-accepted')).toHaveLength(1);
  });

  it('lets staff close only after a day without activity, and then stops new messages', async () => {
    const { projectId, conversationId } = await projectIn('project-clarification');
    await t.database.db.update(projects).set({ updated_at: new Date() }).where(eq(projects.id, projectId));
    expect((await act(projectId, 'close', bodies.close, 'employee')).statusCode).toBe(409);
    await t.database.db.update(projects).set({ updated_at: twoDaysAgo() }).where(eq(projects.id, projectId));
    expect((await act(projectId, 'close', bodies.close, 'employee')).json<{ data: Project }>().data.status).toBe(
      'employee-closed-project',
    );
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: headers.customer,
      payload: { content: 'Hallo?' },
    });
    expect(post.json()).toEqual({ message: 'CONVERSATION_CLOSED' });
  });

  it('needs a reason to cancel and to close', async () => {
    const { projectId } = await projectIn('project-created');
    expect((await act(projectId, 'cancel', { message: ' ' }, 'customer')).json()).toMatchObject({
      errors: { message: ['validation.required'] },
    });
    expect((await act(projectId, 'cancel', {}, 'student')).statusCode).toBe(422);
  });

  it('asks for the customer’s address before accepting', async () => {
    const lacking = await createUser(t.database.db, { type: 'CUSTOMER' });
    const { projectId: id } = await createConversation(t.database.db, lacking, student, {
      project: { status: 'project-offer-posted' },
    });
    if (!id) throw new Error('no project');
    await t.database.db.update(projects).set({ offered_price: 300, offered_hours: 1 }).where(eq(projects.id, id));
    const { customers } = await import('../../db/schema/index.ts');
    await t.database.db.update(customers).set({ address: null, city: null }).where(eq(customers.id, lacking.accountId));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/acceptPriceOffer`,
      headers: (await loginAs(t.app, lacking)).headers,
      payload: { offer: 300, price_type: 'hourly', hours: 1 },
    });
    expect(response.json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { address: ['validation.required'], city: ['validation.required'] },
    });
  });
});
