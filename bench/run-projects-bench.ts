/**
 * The staff 'Alle Projekter' table at scale on PostgreSQL: 10,000 projects (BENCH_PROJECTS) over 5,000
 * customers (BENCH_CUSTOMERS) seeded into a database of its own (BENCH_PG_URL, dropped and recreated),
 * the real server in a child process, and autocannon on the employee's table request: one page, sorted,
 * searched, with the parties and the conversation included. Reports p50/p99 per case; figures are
 * printed, never asserted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { measure } from './search-bench-helpers.ts';
import { seedProjects } from './seed-projects.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/studiekraft_projects_bench';
// CI's short mode: small seeds and a second per case, to check that the bench still runs.
const smoke = process.env.BENCH_SMOKE === '1';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const warmupSeconds = smoke ? 0 : 2;
const exportRuns = smoke ? 1 : 5;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const counts = {
  projects: Number(process.env.BENCH_PROJECTS ?? (smoke ? 300 : 10_000)),
  customers: Number(process.env.BENCH_CUSTOMERS ?? (smoke ? 150 : 5_000)),
  students: Number(process.env.BENCH_STUDENTS ?? (smoke ? 60 : 2_000)),
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A fresh database of the bench's own, so no other work's data (or lack of it) weighs on the figures;
 * `dropOnly` removes it again when the bench is done.
 */
async function recreateDatabase(url: string, dropOnly = false) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  target.pathname = '/postgres';
  const admin = await openDatabase({ databaseUrl: target.toString(), migrate: false });
  try {
    // The name is checked above: identifiers cannot be bound parameters.
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    if (!dropOnly) await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.close();
  }
}

/** A whole export is one request a person waits for: its duration, not a throughput, is the figure. */
async function measureExport(name: string, url: string, headers: Record<string, string>) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${name}: ${response.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: body.length, lines: body.split('\r\n').length - 2 };
  };
  await once();
  const runs = [];
  for (let i = 0; i < exportRuns; i++) runs.push(await once());
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return {
    case: name,
    'median ms': Math.round(sorted[Math.floor(exportRuns / 2)] ?? 0),
    'max ms': Math.round(sorted[exportRuns - 1] ?? 0),
    rows: runs[0]?.lines,
    KB: Math.round((runs[0]?.bytes ?? 0) / 1024),
  };
}

async function main() {
  let api: ChildProcess | undefined;
  try {
    await recreateDatabase(databaseUrl);
    const seedStarted = performance.now();
    await seedProjects(databaseUrl, counts);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

    const port = await freePort();
    api = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        // Production refuses to start with the demo logins this bench uses (decision 015).
        NODE_ENV: 'development',
        DEV_MAILBOX: 'off',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-1234' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };

    // What the staff table asks for: one page, the parties by name and the conversation's two sides.
    const includes = ['skill', 'student', 'customer', 'conversation.sender', 'conversation.addressee'];
    const table = (query: Record<string, unknown>) =>
      `${base}/api/projects?${new URLSearchParams(
        Object.entries({ includes, limit: 25, ...query }).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      )}`;
    const ct = (key: string, value: string) => ({ filters: [{ key, value, operator: 'ct' }] });
    const cases = [
      { label: 'default (created_at desc, page 1)', url: table({ sortBy: { key: 'created_at', direction: 'DESC' }, page: 0 }) },
      { label: 'customer name asc, page 40', url: table({ sortBy: { key: 'customer_name', direction: 'ASC' }, page: 40 }) },
      {
        label: 'customer ct "ander", student sort',
        url: table({ filter_groups: [ct('customer_name', 'ander')], sortBy: { key: 'student_name', direction: 'ASC' }, page: 0 }),
      },
      {
        label: 'student ct "sofie holm", name sort',
        url: table({ filter_groups: [ct('student_name', 'sofie holm')], sortBy: { key: 'name', direction: 'DESC' }, page: 0 }),
      },
      {
        label: 'closed (status in), closed_at desc',
        url: table({
          filter_groups: [
            {
              filters: [
                {
                  key: 'status',
                  value: ['employee-closed-project', 'student-closed-project', 'customer-closed-project'],
                  operator: 'in',
                },
              ],
            },
          ],
          sortBy: { key: 'closed_at', direction: 'DESC' },
          page: 2,
        }),
      },
      {
        label: 'skill ct "regn", skill sort',
        url: table({ filter_groups: [ct('skill_name', 'regn')], sortBy: { key: 'skill_name', direction: 'ASC' }, page: 0 }),
      },
    ];
    // The staff customer table (5,000 customers): first page, and a search over name, e-mail and company.
    const customersTable = (query: Record<string, unknown>) =>
      `${base}/api/customers?${new URLSearchParams(
        Object.entries({ includes: ['user'], limit: 25, page: 0, ...query }).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      )}`;
    cases.push(
      { label: 'customers: created_at desc, page 1', url: customersTable({ sort: [{ key: 'created_at', direction: 'DESC' }] }) },
      {
        label: 'customers: search "ander", name asc',
        url: customersTable({
          filter_groups: [
            { or: true, filters: ['name', 'email', 'company_name'].map((key) => ({ key, value: 'ander', operator: 'ct' })) },
          ],
          sort: [{ key: 'name', direction: 'ASC' }],
        }),
      },
    );
    const results = [];
    for (const c of cases)
      results.push(await measure(c.label, c.url, { connections, seconds: durationSeconds, warmupSeconds, headers }));
    const exports = [];
    for (const [label, path] of [
      ['projects.csv (every project)', '/api/projects.csv'],
      ['customers.csv (every customer)', '/api/customers.csv'],
    ] as const)
      exports.push(await measureExport(label, `${base}${path}`, headers));
    console.log(
      `\nStaff projects table on PostgreSQL: ${counts.projects} projects, ${counts.customers} customers, ${counts.students} students (seeded in ${seedSeconds} s); ${connections} connections, ${durationSeconds} s per case`,
    );
    console.table(results);
    console.log(`\nStaff CSV exports, one request at a time (${exportRuns} runs after one warm-up):`);
    console.table(exports);
  } finally {
    if (api && api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill();
      await exited;
    }
    await recreateDatabase(databaseUrl, true).catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
