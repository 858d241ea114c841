/**
 * `npm start` as a newcomer runs it, timed from the spawn to the first 200 on `/`: cold (a fresh, empty
 * DATA_DIR: the PGlite database is created, migrated and seeded with the demo data) and warm (the same
 * DATA_DIR again, nothing changed). The web build is skipped when apps/web/dist is up to date, as in
 * `npm start`; the first run of this bench builds it when it is not, and that run is reported apart.
 * Prints the median of BENCH_START_RUNS runs of each (3; 1 with BENCH_SMOKE=1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/server-process.ts';

const smoke = process.env.BENCH_SMOKE === '1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_START_RUNS ?? (smoke ? 1 : 3));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Starts `npm start` in its own process group (npm starts node, which starts node) and times the first 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(npm, ['start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, child);
    return performance.now() - started;
  } finally {
    await stopGroup(child);
  }
}

async function waitFor200(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('npm start did not answer 200 on / in time');
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    // The whole group: npm forwards signals unreliably, and the server is its grandchild.
    process.kill(-child.pid, 'SIGTERM');
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studiekraft-start-bench-'));
    dirs.push(dir);
    return dir;
  };
  try {
    // Builds the web app if its sources changed, and fills any per-machine cache, so the figures below
    // are a start with nothing changed in the sources.
    const first = await timeStart(fresh());
    console.log(`first run (builds the web app only if its sources changed): ${seconds(first)}`);
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const dir = fresh();
      cold.push(await timeStart(dir));
      warm.push(await timeStart(dir));
    }
    console.log('npm start to the first 200 on / (median of %d)', runs);
    console.log(`  cold, fresh DATA_DIR:   ${seconds(median(cold))}  (${cold.map(seconds).join(', ')})`);
    console.log(`  warm, nothing changed:  ${seconds(median(warm))}  (${warm.map(seconds).join(', ')})`);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
