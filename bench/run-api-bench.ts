/**
 * API latency and throughput on the embedded default: the real server in its own process on a free
 * loopback port, a fresh PGlite with demo data, autocannon (in this process) for N seconds per endpoint.
 * Prints a table; the figures are read by people (and closing notes), never asserted by a timed test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      // Production refuses to start with the demo logins this bench uses (decision 015).
      NODE_ENV: 'development',
      DEV_MAILBOX: 'off',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('server did not start');
      const ok = await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-1234' }),
    });
    const { access_token: token, user_id: userId } = (await login.json()) as { access_token: string; user_id: number };
    const auth = { authorization: `Bearer ${token}` };
    const startRss = rssMb(server.pid ?? 0);

    const cases = [
      { name: 'GET /api/health', path: '/api/health', headers: {} },
      { name: 'GET /api/users/:id (authenticated)', path: `/api/users/${userId}`, headers: auth },
      { name: 'GET /api/employees (list query)', path: '/api/employees?includes[]=user&sort[0][key]=name', headers: auth },
      { name: 'GET / (web app index.html)', path: '/', headers: {} },
    ];
    const results: Record<string, string | number>[] = [];
    for (const c of cases) {
      const result = await autocannon({ url: `${base}${c.path}`, headers: c.headers, connections, duration: durationSeconds });
      results.push({
        endpoint: c.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    console.log(`\nAPI bench: PGlite, ${connections} connections, ${durationSeconds} s per endpoint`);
    console.table(results);
    console.log(`server RSS: ${startRss} MB after start, ${rssMb(server.pid ?? 0)} MB after the run\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
