/**
 * What the two student search benches (run-students-bench.ts on PGlite, run-search-scale-bench.ts on
 * PostgreSQL) share: the baseline server as a child process, the exact query the web app sends, and one
 * measurement per case, API and hand-written SQL alternating round after round.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { compiledServer, serverLabel } from './compiled-server.ts';
import { yardstickArgs } from './yardstick-args.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function waitFor(url: string) {
  for (let i = 0; i < 480; i++) {
    const isUp = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** baseline-search-server.ts on PGLITE_DIR or DATABASE_URL; resolves with its base URL once it answers. */
export async function startBaseline(env: { PGLITE_DIR: string } | { DATABASE_URL: string }) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, yardstickArgs('bench/baseline-search-server.ts'), {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/search?limit=1`);
  return { url, child };
}

/** The public filters exactly as the web app sends them (apps/web/src/features/students/api/student-filters.ts). */
/** The real server as `npm start` runs it (compiled), silent, on a seeded database; `label` names how it ran. */
export async function startApi(env: { DATA_DIR: string } | { DATABASE_URL: string }) {
  const bundle = compiledServer();
  const api = await startServerProcess(
    { ...env, LOG_LEVEL: 'silent', SEED_DEMO: '0', DEV_MAILBOX: 'off', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!' },
    60_000,
    bundle,
  );
  return { ...api, label: serverLabel(bundle) };
}

export function studentsUrl(
  apiBase: string,
  options: { skill?: number; name?: string; limit: number; page: number; includes: boolean; sortByName?: boolean },
) {
  const filters = [
    { key: 'activated', value: 1, operator: 'eq' },
    { key: 'is_private', value: 1, operator: 'neq' },
    ...(options.skill ? [{ key: 'hasSkill', value: options.skill, operator: 'eq' }] : []),
    ...(options.name ? [{ key: 'name', value: options.name, operator: 'ct' }] : []),
  ];
  const query: Record<string, unknown> = { filter_groups: [{ filters }], limit: options.limit, page: options.page };
  if (options.includes) query.includes = ['level', 'skills', 'skills.paygrades'];
  if (options.sortByName) query.sort = [{ key: 'name', direction: 'ASC' }];
  // JSON-encoded list-query values, which the API accepts as well as bracket notation.
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
  return `${apiBase}/api/students?${params}`;
}

export function baselineUrl(
  base: string,
  options: { skill?: number; name?: string; limit: number; page: number; includes: boolean },
) {
  const params = new URLSearchParams({ limit: String(options.limit), page: String(options.page) });
  if (options.skill) params.set('skill', String(options.skill));
  if (options.name) params.set('name', options.name);
  if (!options.includes) params.set('skills', '0');
  return `${base}/search?${params}`;
}

export interface MeasureOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Sent with every request, e.g. a staff bearer token. */
  headers?: Record<string, string>;
}

/** A list endpoint, BENCH_CONNECTIONS in parallel for `seconds` after a warm-up; one checked request first. */
export async function measure(name: string, url: string, options: MeasureOptions) {
  const headers = options.headers ?? {};
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body.slice(0, 200)}`);
  if (options.warmupSeconds > 0)
    await autocannon({ url, headers, connections: options.connections, duration: options.warmupSeconds });
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.seconds });
  const parsed = JSON.parse(body) as { rows: unknown[]; total: number };
  return {
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    rows: parsed.rows.length,
    total: parsed.total,
    'KB/response': Math.round(Buffer.byteLength(body) / 1024),
  };
}

export type Measured = Awaited<ReturnType<typeof measure>>;

export interface SearchCase {
  label: string;
  api: string;
  sql: string;
}

/**
 * The yardstick is only a yardstick while it answers what the API answers: the same students in the same
 * order, and the same total. Checked once per case before measuring (the smoke run in CI included), so a
 * query shape changed on one side only fails the bench instead of comparing two different answers.
 */
async function checkSameAnswer(pair: SearchCase, headers: Record<string, string>) {
  const [api, sql] = await Promise.all(
    [pair.api, pair.sql].map(async (url) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${pair.label}: ${response.status} from ${url}`);
      const body = (await response.json()) as { rows: { id: number }[]; total: number };
      return { ids: body.rows.map((row) => row.id), total: body.total };
    }),
  );
  if (JSON.stringify(api) !== JSON.stringify(sql))
    throw new Error(`${pair.label}: the hand-written SQL answers ${JSON.stringify(sql)}, the API ${JSON.stringify(api)}`);
}

/**
 * API and SQL alternate, round after round, and each case reports its median round (by req/s): other
 * work on the machine then weighs on both sides alike instead of on whichever ran during a busy spell.
 */
export async function measurePairs(cases: readonly SearchCase[], rounds: number, options: MeasureOptions) {
  for (const pair of cases) await checkSameAnswer(pair, options.headers ?? {});
  const samples = new Map<string, Measured[]>();
  for (let round = 0; round < rounds; round++) {
    for (const pair of cases) {
      for (const [side, url] of [
        ['API', pair.api],
        ['SQL', pair.sql],
      ] as const) {
        const name = `${side}  ${pair.label}`;
        samples.set(name, [...(samples.get(name) ?? []), await measure(name, url, options)]);
      }
    }
  }
  return [...samples.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a['req/s'] - b['req/s']);
    return sorted[Math.floor(sorted.length / 2)] as Measured;
  });
}
