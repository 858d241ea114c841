import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../server-process.ts';
import { openSocket } from '../socket-client.ts';
import { call, login, systemCluster } from './system-cluster.ts';

/**
 * A revoke published by one process reaches the sockets and the HTTP requests of another (decision 016):
 * two real server processes on one PostgreSQL, the socket on one, the deactivation through the other.
 */
const cluster = systemCluster('revoke');
const sockets: Socket[] = [];
const start = cluster.start;

const open = (server: ServerProcess, token: string) => openSocket(server.url, token, sockets);

beforeAll(async () => {
  await cluster.create();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster.destroy();
});

describe('revoking a session across processes', () => {
  it('disconnects the socket on the other process when an employee deactivates the user', async () => {
    // One after the other: both would migrate and seed the same empty database at once.
    const a = await start();
    const b = await start();
    const employee = await login(a, 'admin@example.com');
    const student = await login(b, 'studerende@example.com');
    const customer = await login(b, 'kunde@example.com');
    const studentSocket = await open(b, student.token);
    const bystander = await open(b, customer.token);
    const gone = new Promise<string>((resolve) => studentSocket.once('disconnect', resolve));
    // Process b has read and cached the student's session state before the deactivation.
    expect((await call(b, 'GET', `/api/users/${student.userId}`, student.token)).status).toBe(200);

    const response = await call(a, 'PUT', `/api/users/deactivate/${student.userId}`, employee.token);
    expect(response.status).toBe(200);
    const deactivatedAt = Date.now();
    // HTTP on the other process refuses the old token within a second (issue 33): asked until it does.
    let refused: { status: number; body: unknown } | undefined;
    while (Date.now() - deactivatedAt < 1_000) {
      const answer = await call(b, 'GET', `/api/users/${student.userId}`, student.token);
      if (answer.status !== 200) {
        refused = answer;
        break;
      }
    }
    expect(refused).toEqual({ status: 401, body: { message: 'SESSION_REVOKED' } });
    expect(await gone).toBe('io server disconnect');
    await expect(open(b, student.token)).rejects.toThrow('UNAUTHENTICATED');
    expect(bystander.connected).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  }, 120_000);
});
