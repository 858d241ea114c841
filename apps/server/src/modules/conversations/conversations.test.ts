import type { Conversation, Message } from '@studiekraft/shared/schemas/conversations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';

let t: TestApp;
let customer: CreatedUser;
let otherCustomer: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
let auth: Record<'customer' | 'otherCustomer' | 'student' | 'employee', { authorization: string }>;
let open: { id: number };
let cancelled: { id: number };
let direct: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db, { name: 'Sofie Studerende' });
  employee = await createUser(db, { type: 'EMPLOYEE', name: 'Erik Ansat' });
  open = await createConversation(db, customer, student, {
    project: { name: 'Regnskab november 2026' },
    messages: [
      { from: customer, content: 'Hej Sofie' },
      { from: student, content: 'Hej Karen, det kan jeg godt' },
      { from: student, content: 'Hvornår skal det bruges?' },
    ],
  });
  cancelled = await createConversation(db, customer, student, { project: { status: 'customer-closed-project' } });
  direct = await createConversation(db, employee, student, {
    project: false,
    messages: [{ from: employee, content: 'Velkommen' }],
  });
  auth = {
    customer: (await loginAs(t.app, customer)).headers,
    otherCustomer: (await loginAs(t.app, otherCustomer)).headers,
    student: (await loginAs(t.app, student)).headers,
    employee: (await loginAs(t.app, employee)).headers,
  };
});

afterAll(() => t.close());

const get = (url: string, headers?: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /conversations', () => {
  it('lists only the viewer’s conversations, newest first, with parties, project and unread count', async () => {
    const response = await get('/api/conversations?includes[]=project&includes[]=sender&includes[]=addressee', auth.customer);
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json<{ rows: Conversation[]; total: number }>();
    expect(total).toBe(2);
    expect(rows.map((r) => r.id).sort()).toEqual([open.id, cancelled.id].sort());
    const first = rows.find((r) => r.id === open.id);
    expect(first?.project).toMatchObject({ name: 'Regnskab november 2026', status: 'project-created' });
    expect(first?.sender).toMatchObject({ name: 'Karen Kunde', account_type: 'CUSTOMER', slug: null });
    expect(first?.addressee).toMatchObject({ name: 'Sofie Studerende', account_type: 'STUDENT', slug: student.slug });
    expect(first?.latest_message?.content).toBe('Hvornår skal det bruges?');
    expect(first?.unread_count).toBe(2);
    expect(JSON.stringify(rows)).not.toMatch(/email|phone/);
  });

  it('filters conversations without projects for the student overview', async () => {
    const response = await get(
      '/api/conversations?filter_groups[0][filters][0][key]=hasProjects&filter_groups[0][filters][0][value]=false&filter_groups[0][filters][0][operator]=eq',
      auth.student,
    );
    expect(response.json<{ rows: Conversation[] }>().rows.map((r) => r.id)).toEqual([direct.id]);
  });

  it('lets only employees list another user’s conversations', async () => {
    const query = `filter_groups[0][filters][0][key]=participant&filter_groups[0][filters][0][value]=${customer.id}&filter_groups[0][filters][0][operator]=eq`;
    expect((await get(`/api/conversations?${query}`, auth.otherCustomer)).statusCode).toBe(400);
    const staff = await get(`/api/conversations?${query}`, auth.employee);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<{ total: number }>().total).toBe(2);
    // Without the filter an employee sees their own conversations only.
    expect((await get('/api/conversations', auth.employee)).json<{ rows: Conversation[] }>().rows.map((r) => r.id)).toEqual([
      direct.id,
    ]);
  });

  describe('the back office list: every conversation, searched and filtered (staff only)', () => {
    const query = (filters: [key: string, value: string | number, operator?: string][]) =>
      filters
        .map(
          ([key, value, operator = 'eq'], i) =>
            `filter_groups[0][filters][${i}][key]=${key}&filter_groups[0][filters][${i}][value]=${encodeURIComponent(value)}&filter_groups[0][filters][${i}][operator]=${operator}`,
        )
        .join('&');
    const ids = async (filters: Parameters<typeof query>[0]) => {
      const response = await get(`/api/conversations?${query([['all', 'true'], ...filters])}`, auth.employee);
      expect(response.statusCode).toBe(200);
      const { rows, total } = response.json<{ rows: Conversation[]; total: number }>();
      expect(total).toBe(rows.length);
      return rows.map((r) => r.id).sort();
    };
    let archived: { id: number };

    beforeAll(async () => {
      const other = await createStudent(t.database.db, { name: 'Anders Arkiv' });
      archived = await createConversation(t.database.db, otherCustomer, other, { project: { name: 'Logo til café' } });
      await t.app.inject({ method: 'DELETE', url: `/api/conversations/${archived.id}`, headers: auth.employee });
    });

    it('lists everybody’s conversations, archived ones too, and filters them', async () => {
      expect(await ids([])).toEqual([open.id, cancelled.id, direct.id, archived.id].sort());
      expect(await ids([['archived', 'true']])).toEqual([archived.id]);
      expect(await ids([['archived', 'false']])).toEqual([open.id, cancelled.id, direct.id].sort());
      expect(await ids([['hasProjects', 'false']])).toEqual([direct.id]);
      expect(
        await ids([
          ['hasProjects', 'true'],
          ['archived', 'false'],
        ]),
      ).toEqual([open.id, cancelled.id].sort());
    });

    it('searches either party’s name or e-mail, the project’s name and its number', async () => {
      expect(await ids([['search', 'karen kun', 'ct']])).toEqual([open.id, cancelled.id].sort());
      expect(await ids([['search', 'Anders', 'ct']])).toEqual([archived.id]);
      expect(await ids([['search', 'erik ansat', 'ct']])).toEqual([direct.id]);
      expect(await ids([['search', student.email.split('@')[0] ?? '', 'ct']])).toEqual([open.id, cancelled.id, direct.id].sort());
      expect(await ids([['search', 'NOVEMBER', 'ct']])).toEqual([open.id]);
      const project = (await get(`/api/conversations/${archived.id}`, auth.employee)).json<{ data: Conversation }>().data;
      expect(await ids([['search', String(project.project_id), 'ct']])).toContain(archived.id);
      // Wildcards are text, not patterns.
      expect(await ids([['search', '%', 'ct']])).toEqual([]);
    });

    it('is refused to customers and students, and refuses a malformed filter', async () => {
      for (const headers of [auth.customer, auth.student]) {
        expect((await get(`/api/conversations?${query([['all', 'true']])}`, headers)).statusCode).toBe(400);
        expect((await get(`/api/conversations?${query([['search', 'Karen', 'ct']])}`, headers)).statusCode).toBe(400);
      }
      const malformed: Parameters<typeof query>[0][] = [
        [['all', 'false']],
        [['search', 'Karen', 'eq']],
        [['search', ' ', 'ct']],
        [['archived', 'x']],
      ];
      for (const filters of malformed) {
        expect((await get(`/api/conversations?${query(filters)}`, auth.employee)).statusCode).toBe(400);
      }
    });
  });

  it('needs a login and rejects unknown query keys', async () => {
    expect((await get('/api/conversations')).statusCode).toBe(401);
    expect((await get('/api/conversations?includes[]=password', auth.customer)).statusCode).toBe(400);
  });
});

describe('GET /conversations/:id and its messages', () => {
  it('shows a conversation to its participants and employees, to nobody else', async () => {
    expect((await get(`/api/conversations/${open.id}`, auth.customer)).statusCode).toBe(200);
    expect((await get(`/api/conversations/${open.id}`, auth.student)).statusCode).toBe(200);
    expect((await get(`/api/conversations/${open.id}`, auth.employee)).statusCode).toBe(200);
    expect((await get(`/api/conversations/${open.id}`, auth.otherCustomer)).statusCode).toBe(403);
    expect((await get(`/api/conversations/${open.id}`)).statusCode).toBe(401);
    expect((await get('/api/conversations/999999', auth.customer)).statusCode).toBe(404);
    expect((await get('/api/conversations/abc', auth.customer)).statusCode).toBe(404);
  });

  it('lists messages oldest first with their senders', async () => {
    const response = await get(`/api/conversations/${open.id}/messages?includes[]=sender`, auth.student);
    const { rows } = response.json<{ rows: Message[] }>();
    expect(rows.map((m) => m.content)).toEqual(['Hej Sofie', 'Hej Karen, det kan jeg godt', 'Hvornår skal det bruges?']);
    expect(rows[0]?.sender?.name).toBe('Karen Kunde');
    expect((await get(`/api/conversations/${open.id}/messages`, auth.otherCustomer)).statusCode).toBe(403);
  });
});

describe('POST /conversations/:id/messages', () => {
  const post = (id: number, payload: unknown, headers?: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, payload: payload as object, headers });

  it('stores a participant’s message and moves the conversation to the top', async () => {
    const before = (await get(`/api/conversations/${open.id}`, auth.customer)).json<{ data: Conversation }>().data;
    const response = await post(open.id, { content: '  I morgen, tak  ' }, auth.customer);
    expect(response.statusCode).toBe(201);
    const message = response.json<{ data: Message }>().data;
    expect(message).toMatchObject({ content: 'I morgen, tak', contentType: 'text', sender_user_id: customer.id, read_at: null });
    const after = (await get(`/api/conversations/${open.id}`, auth.customer)).json<{ data: Conversation }>().data;
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(after.latest_message?.content).toBe('I morgen, tak');
  });

  it('stores any text exactly as sent, quotes, backslashes and SQL included (PGlite runs it as literals)', async () => {
    const texts = [
      "It's 'quoted' ''twice'' and \\'escaped\\'",
      "'); delete from messages; --",
      "$1 $$dollar$$ E'\\x41' æøå 🙂 \u2028 tab\there",
    ];
    for (const content of texts) {
      const response = await post(open.id, { content }, auth.customer);
      expect(response.statusCode).toBe(201);
      const { data } = response.json<{ data: Message }>();
      expect(data.content).toBe(content);
      const stored = (await get(`/api/conversations/${open.id}/messages/${data.id}`, auth.customer)).json<{ data: Message }>();
      expect(stored.data.content).toBe(content);
    }
  });

  it('needs text, and refuses outsiders, staff who are not in it, and anonymous callers', async () => {
    expect((await post(open.id, { content: '   ' }, auth.customer)).json()).toMatchObject({
      message: 'VALIDATION_FAILED',
      errors: { content: ['validation.required'] },
    });
    expect((await post(open.id, { content: 'x'.repeat(5001) }, auth.customer)).statusCode).toBe(422);
    expect((await post(open.id, {}, auth.customer)).statusCode).toBe(422);
    expect((await post(open.id, { content: 'Hej' }, auth.otherCustomer)).statusCode).toBe(403);
    expect((await post(open.id, { content: 'Hej' }, auth.employee)).statusCode).toBe(403);
    expect((await post(open.id, { content: 'Hej' })).statusCode).toBe(401);
  });

  it('takes no messages once the project is cancelled or closed', async () => {
    const response = await post(cancelled.id, { content: 'Er du der?' }, auth.student);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'CONVERSATION_CLOSED' });
  });
});

describe('PUT /conversations/:id/messages/:messageId/read', () => {
  it('marks the other party’s messages up to the given one as read, never the reader’s own', async () => {
    const { rows } = (await get(`/api/conversations/${open.id}/messages`, auth.customer)).json<{ rows: Message[] }>();
    const newestFromStudent = rows.filter((m) => m.sender_user_id === student.id).at(-1);
    if (!newestFromStudent) throw new Error('fixture has student messages');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${open.id}/messages/${newestFromStudent.id}/read`,
      headers: auth.customer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Message }>().data.read_at).not.toBeNull();
    const after = (await get(`/api/conversations/${open.id}/messages`, auth.customer)).json<{ rows: Message[] }>().rows;
    for (const message of after) {
      const fromStudentBefore = message.sender_user_id === student.id && message.id <= newestFromStudent.id;
      expect(message.read_at !== null).toBe(fromStudentBefore);
    }
    const conversation = (await get(`/api/conversations/${open.id}`, auth.customer)).json<{ data: Conversation }>().data;
    expect(conversation.unread_count).toBe(0);
  });

  it('is 404 for a message of another conversation and 403 for outsiders', async () => {
    const { rows } = (await get(`/api/conversations/${direct.id}/messages`, auth.student)).json<{ rows: Message[] }>();
    const foreign = rows[0]?.id ?? 0;
    const url = (id: number, messageId: number) => `/api/conversations/${id}/messages/${messageId}/read`;
    expect((await t.app.inject({ method: 'PUT', url: url(open.id, foreign), headers: auth.customer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: url(direct.id, foreign), headers: auth.customer })).statusCode).toBe(403);
  });
});
