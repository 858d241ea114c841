/**
 * API throughput against an honest yardstick: the real server in its own process on a fresh database with
 * the demo data, then a bare Fastify route on the same data (bare-api-server.ts: one hand-written
 * statement per answer, no plugins). Each case runs against both and the table gives the ratio real/bare:
 * on PostgreSQL both servers run at once and take turns for BENCH_ROUNDS rounds (median shown), on PGlite
 * (one process per data directory) the bare server follows on a copy. PGlite and PostgreSQL (a scratch database created and dropped on the server at
 * BENCH_DATABASE_URL, default the local one); BENCH_DB=pglite or postgres runs only one. BENCH_SMOKE=1 is
 * CI's short mode (a second per case). The figures are read by people, never asserted by a timed test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import { compiledServer, serverLabel } from './compiled-server.ts';
import { yardstickArgs } from './yardstick-args.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const smoke = process.env.BENCH_SMOKE === '1';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const warmupSeconds = smoke ? 0 : 2;
const rounds = Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kinds = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
// The server's default (info: a line per request), unless told otherwise: the bench measures what ships.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const jwtSecret = 'bench-secret-bench-secret-bench-secret!!';
const serverBundle = compiledServer();

interface Case {
  name: string;
  path: string;
  auth: boolean;
  /** Whether bare-api-server.ts answers it too. */
  bare: boolean;
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

/**
 * The resident part of the process's WebAssembly memories (PGlite's PostgreSQL; undici's small HTTP parser
 * too): V8 reserves each as one range of 8 GB or more, the memory's current size readable and writable and
 * the rest an inaccessible guard, two neighbouring mappings in /proc/<pid>/smaps. Nothing else in the
 * process reserves ranges that large, so those mappings are it; the rest of the RSS is Node's own.
 */
const wasmRssMb = (pid: number) => {
  const maps: { start: bigint; end: bigint; perms: string; rssKb: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (range) maps.push({ start: BigInt(`0x${range[1]}`), end: BigInt(`0x${range[2]}`), perms: range[3] ?? '', rssKb: 0 });
    const rss = /^Rss:\s+(\d+)/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  let kb = 0;
  maps.forEach((map, index) => {
    const guard = maps[index + 1];
    const reserved = guard && guard.start === map.end && guard.perms.startsWith('---') ? guard.end - map.start : 0n;
    if (map.perms.startsWith('rw') && reserved >= 4n * 1024n ** 3n) kb += map.rssKb;
  });
  return Math.round(kb / 1024);
};

type Run = Awaited<ReturnType<typeof load>>;

/** The run with the median throughput. */
const median = (runs: Run[]): Run => {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] ?? { rps: 0, p50: 0, p99: 0, errors: 0 };
};

async function load(url: string, headers: Record<string, string>) {
  if (warmupSeconds > 0) await autocannon({ url, headers, connections, duration: warmupSeconds });
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function startBare(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, yardstickArgs('bench/bare-api-server.ts'), {
          cwd: root,
          env: { ...process.env, ...env, PORT: String(port), JWT_SECRET: jwtSecret },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve({ url: `http://127.0.0.1:${port}`, child });
        });
      }),
  );
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function benchOne(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-api-bench-'));
  const scratch = `studiekraft_api_bench_${process.pid}`;
  const admin = kind === 'postgres' ? new pg.Pool({ connectionString: adminUrl, max: 1 }) : null;
  const scratchUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${scratch}`;
    return url.toString();
  })();
  try {
    if (admin) {
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.query(`create database ${scratch}`);
    }
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: logLevel,
        DEV_MAILBOX: 'off',
        JWT_SECRET: jwtSecret,
        DATABASE_URL: admin ? scratchUrl : '',
      },
      120_000,
      serverBundle,
    );
    const results = new Map<string, { app: Run; bare?: Run }>();
    let cases: Case[] = [];
    let token = '';
    let rss = { start: 0, end: 0, wasmEnd: 0 };
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-1234' }),
      });
      const session = (await login.json()) as { access_token: string; user_id: number };
      token = session.access_token;
      cases = [
        { name: 'GET /api/levels (small list)', path: '/api/levels', auth: false, bare: true },
        { name: 'GET /api/users/:id (detail, authenticated)', path: `/api/users/${session.user_id}`, auth: true, bare: true },
        { name: 'GET /api/health', path: '/api/health', auth: false, bare: false },
        {
          name: 'GET /api/employees (list query)',
          path: '/api/employees?includes[]=user&sort[0][key]=name',
          auth: true,
          bare: false,
        },
      ];
      rss.start = rssMb(server.child.pid ?? 0);
      // On PostgreSQL both servers run at once and take turns, round by round, so a busy moment of the
      // (shared) machine hits both sides alike; each figure is the median round.
      const bare = admin ? await startBare({ DATABASE_URL: scratchUrl }) : null;
      try {
        const runs = new Map<string, { app: Run[]; bare: Run[] }>(cases.map((c) => [c.name, { app: [], bare: [] }]));
        for (let round = 0; round < (bare ? rounds : 1); round++) {
          for (const c of cases) {
            const headers: Record<string, string> = c.auth ? { authorization: `Bearer ${token}` } : {};
            runs.get(c.name)?.app.push(await load(`${server.url}${c.path}`, headers));
            if (bare && c.bare) runs.get(c.name)?.bare.push(await load(`${bare.url}${c.path}`, headers));
          }
        }
        for (const [name, r] of runs) results.set(name, { app: median(r.app), bare: r.bare.length ? median(r.bare) : undefined });
      } finally {
        if (bare) await stop(bare.child);
      }
      rss = { ...rss, end: rssMb(server.child.pid ?? 0), wasmEnd: wasmRssMb(server.child.pid ?? 0) };
    } finally {
      await server.stop();
    }
    if (!admin) {
      // PGlite is one process's: the bare server gets a copy of the directory the real server has just closed.
      const bareDir = path.join(dataDir, 'bare');
      cpSync(path.join(dataDir, 'db'), bareDir, { recursive: true });
      const bare = await startBare({ PGLITE_DIR: bareDir });
      try {
        for (const c of cases.filter((x) => x.bare)) {
          const entry = results.get(c.name);
          if (entry) entry.bare = await load(`${bare.url}${c.path}`, c.auth ? { authorization: `Bearer ${token}` } : {});
        }
      } finally {
        await stop(bare.child);
      }
    }

    console.log(
      `\nAPI bench: ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${durationSeconds} s per case${kind === 'postgres' ? `, median of ${rounds} alternating rounds` : ''}, LOG_LEVEL=${logLevel}, ${serverLabel(serverBundle)}`,
    );
    console.table(
      cases.map((c) => {
        const { app, bare: b } = results.get(c.name) ?? {};
        return {
          case: c.name,
          'req/s': app?.rps,
          'p50 ms': app?.p50,
          'p99 ms': app?.p99,
          'bare req/s': b?.rps ?? '-',
          'bare p99 ms': b?.p99 ?? '-',
          'app/bare': b && app ? Number((app.rps / b.rps).toFixed(2)) : '-',
          errors: (app?.errors ?? 0) + (b?.errors ?? 0),
        };
      }),
    );
    console.log(
      `server RSS: ${rss.start} MB after start, ${rss.end} MB after the run${!admin ? ` (PGlite's WebAssembly memory ${rss.wasmEnd} MB, the rest ${rss.end - rss.wasmEnd} MB)` : ''}`,
    );
    const failed = [...results.values()].some((r) => r.app.errors > 0 || (r.bare?.errors ?? 0) > 0);
    if (failed) throw new Error('some requests failed (see the errors column)');
  } finally {
    if (admin) {
      await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => {});
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  for (const kind of kinds) await benchOne(kind);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
