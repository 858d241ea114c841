import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
let auth: Record<'customer' | 'employee', { authorization: string }>;
let conversationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.database.db, { type: 'CUSTOMER' });
  student = await createStudent(t.database.db, {});
  const employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
  ({ id: conversationId } = await createConversation(t.database.db, customer, student, {
    messages: [{ from: customer, content: 'Hej' }],
  }));
  auth = { customer: (await loginAs(t.app, customer)).headers, employee: (await loginAs(t.app, employee)).headers };
});
afterAll(() => t.close());

const ownIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: auth.customer }))
    .json<{ rows: Conversation[] }>()
    .rows.map((r) => r.id);
const post = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: auth.customer,
    payload: { content: 'Hallo?' },
  });

describe('archiving a conversation', () => {
  it('takes it out of the parties’ list and refuses new messages, keeping its messages; PUT restores it', async () => {
    expect(await ownIds()).toContain(conversationId);
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}`,
      headers: auth.employee,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ data: Conversation }>().data.archived_at).not.toBeNull();
    expect(await ownIds()).not.toContain(conversationId);
    expect((await post()).json()).toMatchObject({ message: 'CONVERSATION_CLOSED' });
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: auth.customer,
    });
    expect(messages.json<{ total: number }>().total).toBe(1);

    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${conversationId}`,
      headers: auth.employee,
      payload: { archived: false },
    });
    expect(restored.json<{ data: Conversation }>().data.archived_at).toBeNull();
    expect(await ownIds()).toContain(conversationId);
    expect((await post()).statusCode).toBe(201);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?filter_groups[0][filters][0][key]=entity_type&filter_groups[0][filters][0][value]=conversation&filter_groups[0][filters][0][operator]=eq`,
      headers: auth.employee,
    });
    expect(log.json<{ rows: { action: string }[] }>().rows.map((r) => r.action)).toEqual([
      'conversation.restored',
      'conversation.archived',
    ]);
  });

  it('is for staff only', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}`, headers: auth.customer })).statusCode,
    ).toBe(403);
  });
});
