import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { realtimePath } from '@studiekraft/shared/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPool } from '../postgres-admin.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';

/**
 * A revoke published by one process reaches the sockets of another (decision 016): two real server
 * processes on one PostgreSQL, the socket on one, the deactivation through the other.
 */
const baseUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `sk_revoke_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const admin = adminPool(baseUrl);
const dataDirs: string[] = [];
const running: ServerProcess[] = [];
const sockets: Socket[] = [];

function start() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-revoke-'));
  dataDirs.push(dataDir);
  return startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: '1', WEB_DIST: dataDir }).then((s) => {
    running.push(s);
    return s;
  });
}

async function login(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-1234' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; user_id: number };
}

function open(server: ServerProcess, token: string): Promise<Socket> {
  const socket = connect(server.url, { path: realtimePath, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

beforeAll(async () => {
  await admin.query(`create database "${dbName}"`);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

describe('revoking a session across processes', () => {
  it('disconnects the socket on the other process when an employee deactivates the user', async () => {
    // One after the other: both would migrate and seed the same empty database at once.
    const a = await start();
    const b = await start();
    const employee = await login(a, 'admin@example.com');
    const student = await login(b, 'studerende@example.com');
    const customer = await login(b, 'kunde@example.com');
    const studentSocket = await open(b, student.access_token);
    const bystander = await open(b, customer.access_token);
    const gone = new Promise<string>((resolve) => studentSocket.once('disconnect', resolve));

    const response = await fetch(`${a.url}/api/users/deactivate/${student.user_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${employee.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(open(b, student.access_token)).rejects.toThrow('UNAUTHENTICATED');
    expect(bystander.connected).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  }, 120_000);
});
