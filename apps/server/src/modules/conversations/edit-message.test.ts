import type { Message } from '@studiekraft/shared/schemas/conversations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { messages } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
let auth: Record<'customer' | 'student' | 'employee', { authorization: string }>;
let conversationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  student = await createStudent(db, { name: 'Sofie Studerende' });
  employee = await createUser(db, { type: 'EMPLOYEE', name: 'Erik Ansat' });
  ({ id: conversationId } = await createConversation(db, customer, student, { project: { name: 'Regnskab' } }));
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    student: (await loginAs(t.app, student)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
});
afterAll(() => t.close());

const send = async (headers: { authorization: string }, content: string) =>
  (
    await t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers, payload: { content } })
  ).json<{ data: Message }>().data;
const url = (messageId: number) => `/api/conversations/${conversationId}/messages/${messageId}`;
const edit = (messageId: number, headers: { authorization: string }, content = 'Rettet') =>
  t.app.inject({ method: 'PUT', url: url(messageId), headers, payload: { content } });
const remove = (messageId: number, headers: { authorization: string }) =>
  t.app.inject({ method: 'DELETE', url: url(messageId), headers });
const age = (messageId: number, minutes: number) =>
  t.database.db
    .update(messages)
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where(eq(messages.id, messageId));

describe('editing a message', () => {
  it('lets the sender edit within 15 minutes, marks it edited and pushes it live', async () => {
    const message = await send(auth.customer, 'Hej Sofie');
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const response = await edit(message.id, auth.customer, 'Hej Sofie, kan du i morgen?');
    expect(response.statusCode).toBe(200);
    const edited = response.json<{ data: Message }>().data;
    expect(edited).toMatchObject({ content: 'Hej Sofie, kan du i morgen?', deleted_at: null });
    expect(edited.edited_at).not.toBeNull();
    expect(publish).toHaveBeenCalledWith(conversationId, 'MessageUpdatedEvent', {
      message: expect.objectContaining({ id: message.id }),
    });
    publish.mockRestore();
  });

  it('refuses the other party, staff, a late edit and a system line', async () => {
    const message = await send(auth.customer, 'Hej igen');
    expect((await edit(message.id, auth.student)).statusCode).toBe(403);
    expect((await edit(message.id, auth.employee)).statusCode).toBe(403);
    await age(message.id, 16);
    const late = await edit(message.id, auth.customer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'MESSAGE_NOT_EDITABLE' });
    const [system] = await t.database.db
      .insert(messages)
      .values({ conversation_id: conversationId, sender_user_id: null, content: 'Projektet er oprettet', content_type: 'system' })
      .returning({ id: messages.id });
    expect((await edit(system?.id ?? 0, auth.customer)).statusCode).toBe(403);
    expect((await remove(system?.id ?? 0, auth.employee)).statusCode).toBe(403);
  });
});

describe('deleting a message', () => {
  it('leaves a deleted line with no content when the sender deletes within the window, then refuses again', async () => {
    const message = await send(auth.student, 'Forkert tråd');
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const response = await remove(message.id, auth.student);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Message }>().data).toMatchObject({ id: message.id, content: '' });
    expect(publish).toHaveBeenCalledWith(conversationId, 'MessageDeletedEvent', {
      message: expect.objectContaining({ id: message.id, content: '' }),
    });
    publish.mockRestore();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: auth.customer,
    });
    const line = list.json<{ rows: Message[] }>().rows.find((m) => m.id === message.id);
    expect(line?.deleted_at).not.toBeNull();
    expect((await remove(message.id, auth.student)).statusCode).toBe(409);
  });

  it('refuses the sender after 15 minutes but lets staff hide it, with an audit entry of the text', async () => {
    const message = await send(auth.customer, 'Ring på 12345678');
    await age(message.id, 60);
    expect((await remove(message.id, auth.customer)).statusCode).toBe(409);
    expect((await remove(message.id, auth.student)).statusCode).toBe(403);
    expect((await remove(message.id, auth.employee)).statusCode).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?filter_groups[0][filters][0][key]=entity_id&filter_groups[0][filters][0][value]=${message.id}&filter_groups[0][filters][0][operator]=eq`,
      headers: auth.employee,
    });
    expect(log.json<{ rows: Record<string, unknown>[] }>().rows).toEqual([
      expect.objectContaining({ action: 'message.hidden', before: expect.objectContaining({ content: 'Ring på 12345678' }) }),
    ]);
  });
});
