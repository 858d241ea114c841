import type { Conversation, Message } from '@studiekraft/shared/schemas/conversations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';

let t: TestApp;
let employee: CreatedUser;
let student: CreatedStudent;
let auth: Record<'employee' | 'student', { authorization: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Erik Ansat' });
  student = await createStudent(t.database.db, { name: 'Sofie Studerende' });
  auth = {
    employee: (await loginAs(t.app, employee)).headers,
    student: (await loginAs(t.app, student)).headers,
  };
});
afterAll(() => t.close());

const start = (payload: Record<string, unknown>, headers = auth.employee) =>
  t.app.inject({ method: 'POST', url: '/api/conversations', headers, payload });

describe('POST /conversations', () => {
  it('opens a conversation without a project that the user sees with the message, then adds to it', async () => {
    const first = await start({ user_id: student.id, message: 'Velkommen til Studiekraft' });
    expect(first.statusCode).toBe(201);
    const conversation = first.json<{ data: Conversation }>().data;
    expect(conversation.project_id).toBeNull();

    const publish = vi.spyOn(t.app.realtime, 'publish');
    const again = await start({ user_id: student.id, message: 'Har du set min besked?' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Conversation }>().data.id).toBe(conversation.id);
    expect(publish).toHaveBeenCalledWith(conversation.id, 'MessageSentEvent', {
      message: expect.objectContaining({ content: 'Har du set min besked?' }),
    });
    publish.mockRestore();

    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: auth.student,
    });
    expect(messages.json<{ rows: Message[] }>().rows.map((m) => m.content)).toEqual([
      'Velkommen til Studiekraft',
      'Har du set min besked?',
    ]);
  });

  it('refuses oneself, an unknown user and an empty message', async () => {
    expect((await start({ user_id: employee.id, message: 'Hej' })).json()).toMatchObject({
      errors: { user_id: ['validation.format'] },
    });
    expect((await start({ user_id: 2_000_000_000, message: 'Hej' })).statusCode).toBe(422);
    const empty = await start({ user_id: student.id, message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { message: ['validation.required'] } });
  });

  it('is for staff only', async () => {
    expect((await start({ user_id: employee.id, message: 'Hej' }, auth.student)).statusCode).toBe(403);
  });
});
