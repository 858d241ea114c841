import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { adminPool } from '../postgres-admin.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';

/**
 * Real server processes on one private PostgreSQL database with the demo data, for the system tests.
 * PGlite cannot be shared between processes, so these always use PostgreSQL (DATABASE_URL, else
 * TEST_POSTGRES_URL, else the local server of the development machine and CI).
 */
export function systemCluster(name: string, env: () => Record<string, string> = () => ({})) {
  const baseUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `sk_${name}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
  const admin = adminPool(baseUrl);
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];
  return {
    databaseUrl,
    create: () => admin.query(`create database "${dbName}"`),
    /** Start processes one after the other: two would migrate and seed the same empty database at once. */
    async start(): Promise<ServerProcess> {
      const dataDir = mkdtempSync(path.join(tmpdir(), `studiekraft-${name}-`));
      dataDirs.push(dataDir);
      const server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        WEB_DIST: dataDir,
        ...env(),
      });
      running.push(server);
      return server;
    },
    async destroy() {
      await Promise.all(running.map((s) => s.stop('SIGKILL')));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    },
  };
}

export async function call<T>(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** Logs a demo user in (password demo-1234). */
export async function login(server: ServerProcess, email: string) {
  const { status, body } = await call<{ access_token: string; user_id: number; account: { id: number } }>(
    server,
    'POST',
    '/api/auth/login',
    undefined,
    { email, password: 'demo-1234' },
  );
  expect(status).toBe(200);
  return { token: body.access_token, userId: body.user_id, accountId: body.account.id };
}
