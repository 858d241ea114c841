import type { AddressInfo } from 'node:net';
import { conversationChannel, realtimeEvents, type SubscribeAck } from '@studiekraft/shared/realtime';
import type { Message } from '@studiekraft/shared/schemas/conversations';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createConversation } from '../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import { openSocket } from '../../test/socket-client.ts';
import { type CreatedStudent, createStudent } from '../../test/student-factories.ts';

let t: TestApp;
let url: string;
let customer: CreatedUser;
let student: CreatedStudent;
let outsider: CreatedUser;
let conversation: { id: number };
const tokens: Record<string, string> = {};
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db);
  outsider = await createUser(db, { type: 'CUSTOMER' });
  conversation = await createConversation(db, customer, student);
  tokens.customer = (await loginAs(t.app, customer)).token;
  tokens.student = (await loginAs(t.app, student)).token;
  tokens.outsider = (await loginAs(t.app, outsider)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const open = (token: string | undefined) => openSocket(url, token, sockets);

const subscribe = (socket: Socket, channel: unknown) =>
  socket.timeout(5000).emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

describe('real-time channel', () => {
  it('refuses a handshake without a valid access token', async () => {
    await expect(open(undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(open('not-a-jwt')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('lets participants subscribe and nobody else', async () => {
    const own = await open(tokens.customer);
    expect(await subscribe(own, conversationChannel(conversation.id))).toEqual({ ok: true });
    const stranger = await open(tokens.outsider);
    expect(await subscribe(stranger, conversationChannel(conversation.id))).toEqual({ ok: false, message: 'FORBIDDEN' });
    expect(await subscribe(stranger, 'conversations.abc.messages')).toEqual({ ok: false, message: 'INVALID_CHANNEL' });
    expect(await subscribe(stranger, { $ne: 1 })).toEqual({ ok: false, message: 'INVALID_CHANNEL' });
  });

  it('delivers a posted message to the other participant, and the read receipt back', async () => {
    const customerSocket = await open(tokens.customer);
    const studentSocket = await open(tokens.student);
    const outsiderSocket = await open(tokens.outsider);
    const channel = conversationChannel(conversation.id);
    await subscribe(customerSocket, channel);
    await subscribe(studentSocket, channel);
    let leaked = false;
    outsiderSocket.on(realtimeEvents.messageSent, () => {
      leaked = true;
    });

    const delivered = next<{ channel: string; message: Message }>(studentSocket, realtimeEvents.messageSent);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { authorization: `Bearer ${tokens.customer}` },
      payload: { content: 'Kan du starte i dag?' },
    });
    expect(response.statusCode).toBe(201);
    const event = await delivered;
    expect(event.channel).toBe(channel);
    expect(event.message).toMatchObject({ id: response.json<{ data: Message }>().data.id, content: 'Kan du starte i dag?' });
    expect(event.message.sender?.user_id).toBe(customer.id);

    const receipt = next<{ reader_user_id: number; message_ids: number[] }>(customerSocket, realtimeEvents.messageRead);
    await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${conversation.id}/messages/${event.message.id}/read`,
      headers: { authorization: `Bearer ${tokens.student}` },
    });
    expect(await receipt).toMatchObject({ reader_user_id: student.id, message_ids: [event.message.id] });
    expect(leaked).toBe(false);
  });

  it('stops delivering after unsubscribe', async () => {
    const socket = await open(tokens.student);
    const channel = conversationChannel(conversation.id);
    await subscribe(socket, channel);
    expect(await socket.timeout(5000).emitWithAck('unsubscribe', { channel })).toEqual({ ok: true });
    let received = false;
    socket.on(realtimeEvents.messageSent, () => {
      received = true;
    });
    const control = await open(tokens.customer);
    await subscribe(control, channel);
    const seen = next(control, realtimeEvents.messageSent);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { authorization: `Bearer ${tokens.customer}` },
      payload: { content: 'Hallo?' },
    });
    // Once the control socket has it, the room has been served; the unsubscribed socket got nothing.
    await seen;
    expect(received).toBe(false);
  });
});
