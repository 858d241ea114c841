import type { Project } from '@studiekraft/shared/schemas/projects';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { messages, projectEvents, projects } from '../../db/schema/index.ts';

// Decision 014: acceptance binds the whole offer the customer saw, offers are valid 7 days, and no money or
// hours field can reach the database's numeric(12,2) limits.

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
const headers: Record<'customer' | 'student', { authorization: string }> = {} as never;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  student = await createStudent(t.database.db, { name: 'Sofie Studerende' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.student = (await loginAs(t.app, student)).headers;
});

afterAll(() => t.close());

const act = (projectId: number, action: string, body: object, who: 'customer' | 'student') =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/${action}`, payload: body, headers: headers[who] });

async function newProject(priceType: 'hourly' | 'unit' = 'unit') {
  const { projectId, id } = await createConversation(t.database.db, customer, student, {
    project: { status: 'project-clarification' },
  });
  if (!projectId) throw new Error('no project');
  await t.database.db.update(projects).set({ price_type: priceType }).where(eq(projects.id, projectId));
  return { projectId, conversationId: id };
}

async function projectRow(projectId: number) {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw new Error('project gone');
  return row;
}

const acceptedEvents = async (projectId: number) =>
  (await t.database.db.select().from(projectEvents).where(eq(projectEvents.project_id, projectId))).filter(
    (event) => event.type === 'project-price-offer-accepted',
  );

describe('accepting binds the offer the customer saw', () => {
  it('refuses a fixed price accepted from a stale page after the student switched it to hourly', async () => {
    const { projectId } = await newProject('unit');
    expect((await act(projectId, 'priceOffer', { offer: 5000, price_type: 'unit' }, 'student')).statusCode).toBe(200);
    // The customer's page shows 5,000 kr. for the whole task; meanwhile the student switches to 5,000 kr. per hour.
    const switched = await act(projectId, 'priceOffer', { offer: 5000, price_type: 'hourly', hours: 1 }, 'student');
    expect(switched.json<{ data: Project }>().data).toMatchObject({ price_type: 'hourly', offered_hours: 1 });

    const stale = await act(projectId, 'acceptPriceOffer', { offer: 5000, price_type: 'unit', hours: null }, 'customer');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'OFFER_CHANGED' });
    // Other hours than offered are a different offer too, and so is the old one-field body.
    expect(
      (await act(projectId, 'acceptPriceOffer', { offer: 5000, price_type: 'hourly', hours: 2 }, 'customer')).json(),
    ).toEqual({ message: 'OFFER_CHANGED' });
    expect((await act(projectId, 'acceptPriceOffer', { offer: 5000 }, 'customer')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { price_type: ['validation.required'] },
    });
    const row = await projectRow(projectId);
    expect(row).toMatchObject({ status: 'project-offer-posted', accepted_price: null, price_accepted_at: null });
    expect(await acceptedEvents(projectId)).toHaveLength(0);

    const seen = await act(projectId, 'acceptPriceOffer', { offer: 5000, price_type: 'hourly', hours: 1 }, 'customer');
    expect(seen.json<{ data: Project }>().data).toMatchObject({
      status: 'project-offer-accepted',
      accepted_price: 5000,
      billable_hours: 1,
    });
    expect((await acceptedEvents(projectId))[0]?.data).toEqual({ offer: 5000, price_type: 'hourly', hours: 1 });
  });

  it('needs the hours of an hourly offer and takes a fixed price with or without a null hours field', async () => {
    const hourly = await newProject('hourly');
    await act(hourly.projectId, 'priceOffer', { offer: 250, hours: 4 }, 'student');
    expect((await act(hourly.projectId, 'acceptPriceOffer', { offer: 250, price_type: 'hourly' }, 'customer')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.required'] },
    });
    const fixed = await newProject('unit');
    await act(fixed.projectId, 'priceOffer', { offer: 3000 }, 'student');
    // A fixed price has no hours: a body claiming some describes another offer.
    expect(
      (await act(fixed.projectId, 'acceptPriceOffer', { offer: 3000, price_type: 'unit', hours: 3 }, 'customer')).json(),
    ).toEqual({ message: 'OFFER_CHANGED' });
    expect((await act(fixed.projectId, 'acceptPriceOffer', { offer: 3000, price_type: 'unit' }, 'customer')).statusCode).toBe(
      200,
    );
  });
});

describe('offers are valid 7 days', () => {
  const backdate = (projectId: number, ms: number) =>
    t.database.db
      .update(projects)
      .set({ offered_at: new Date(Date.now() - ms) })
      .where(eq(projects.id, projectId));

  it('answers OFFER_EXPIRED to an offer older than 7 days, until the student sends it again', async () => {
    const { projectId, conversationId } = await newProject('hourly');
    const posted = await act(projectId, 'priceOffer', { offer: 225, hours: 3 }, 'student');
    const offer = posted.json<{ data: Project }>().data;
    expect(new Date(offer.offer_expires_at ?? '').getTime() - new Date(offer.offered_at ?? '').getTime()).toBe(7 * dayMs);
    await backdate(projectId, 7 * dayMs + 60_000);

    const body = { offer: 225, price_type: 'hourly', hours: 3 };
    const expired = await act(projectId, 'acceptPriceOffer', body, 'customer');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: 'OFFER_EXPIRED' });
    expect(await projectRow(projectId)).toMatchObject({ status: 'project-offer-posted', accepted_price: null });
    expect(await acceptedEvents(projectId)).toHaveLength(0);

    // Re-sending the same offer renews its date; the line says it was sent again.
    const resent = await act(projectId, 'priceOffer', { offer: 225, hours: 3 }, 'student');
    expect(Date.now() - new Date(resent.json<{ data: Project }>().data.offered_at ?? '').getTime()).toBeLessThan(60_000);
    const [line] = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversation_id, conversationId), eq(messages.content_type, 'system')))
      .orderBy(messages.id)
      .offset(1);
    expect(line?.content).toMatch(/^Sofie Studerende har sendt tilbuddet igen: 225 kr\. pr\. time, 3 timer/);
    expect((await act(projectId, 'acceptPriceOffer', body, 'customer')).statusCode).toBe(200);
  });

  it('still accepts an offer just inside its 7 days', async () => {
    const { projectId } = await newProject('unit');
    await act(projectId, 'priceOffer', { offer: 1200 }, 'student');
    await backdate(projectId, 7 * dayMs - 60_000);
    expect((await act(projectId, 'acceptPriceOffer', { offer: 1200, price_type: 'unit' }, 'customer')).statusCode).toBe(200);
  });

  it('tells a changed offer before an expired one: the new offer is the one to read', async () => {
    const { projectId } = await newProject('unit');
    await act(projectId, 'priceOffer', { offer: 1200 }, 'student');
    await backdate(projectId, 8 * dayMs);
    expect((await act(projectId, 'acceptPriceOffer', { offer: 999, price_type: 'unit' }, 'customer')).json()).toEqual({
      message: 'OFFER_CHANGED',
    });
  });
});

describe('money and hours are bounded', () => {
  it('answers 422 with field codes to values past the bounds, never 500', async () => {
    const { projectId } = await newProject('hourly');
    const cases: [string, object, 'customer' | 'student', Record<string, string[]>][] = [
      [
        'priceOffer',
        { offer: 10_000_000, hours: 10_000_000 },
        'student',
        { offer: ['validation.max'], hours: ['validation.max'] },
      ],
      ['priceOffer', { offer: 1e308, hours: 1e308 }, 'student', { offer: ['validation.max'], hours: ['validation.max'] }],
      ['priceOffer', { offer: '1e400', hours: 2 }, 'student', { offer: ['validation.type'] }],
      // A slip is refused, never read as another price (issue 34): no free offer, no dropped minus sign.
      ['priceOffer', { offer: 0, hours: 2 }, 'student', { offer: ['validation.min'] }],
      ['priceOffer', { offer: -5, hours: 2 }, 'student', { offer: ['validation.min'] }],
      ['priceOffer', { offer: '-5', hours: '-2' }, 'student', { offer: ['validation.min'], hours: ['validation.min'] }],
      ['priceOffer', { offer: '5-', hours: 2 }, 'student', { offer: ['validation.type'] }],
      [
        'priceOffer',
        { offer: 1_000_000.01, hours: 1000.01 },
        'student',
        { offer: ['validation.max'], hours: ['validation.max'] },
      ],
      [
        'acceptPriceOffer',
        { offer: 1e12, price_type: 'hourly', hours: 1e12 },
        'customer',
        {
          offer: ['validation.max'],
          hours: ['validation.max'],
        },
      ],
    ];
    for (const [action, body, who, errors] of cases) {
      const response = await act(projectId, action, body, who);
      expect(response.statusCode, `${action} ${JSON.stringify(body)}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors });
    }
  });

  it('stores the largest offer times the most hours, which fits the money columns', async () => {
    const { projectId } = await newProject('hourly');
    await act(projectId, 'priceOffer', { offer: 1_000_000, hours: 1000 }, 'student');
    await act(projectId, 'acceptPriceOffer', { offer: 1_000_000, price_type: 'hourly', hours: 1000 }, 'customer');
    expect((await act(projectId, 'finalize', { hours: 10_000_000 }, 'student')).json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { hours: ['validation.max'] },
    });
    const finalized = await act(projectId, 'finalize', { hours: 1000 }, 'student');
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json<{ data: Project }>().data.final_price).toBe(1_000_000_000);
  });
});
