/**
 * Student search on PGlite: 10,000 students (BENCH_STUDENTS) seeded into a fresh PGlite, the real server in
 * a child process, and in the same run a bare hand-written-SQL server (baseline-search-server.ts) on a copy
 * of the same data. autocannon measures API and baseline alternately (the other server idles), for
 * BENCH_ROUNDS rounds, and each case reports its median round; the ratio of the real search page to the
 * baseline is the budget (aim: at least 0.7). BENCH_SMOKE=1: 500 students and a second per case, to check
 * the bench still runs. Figures are printed, never asserted by a timed test. The same search on
 * PostgreSQL at 100,000 students is run-search-scale-bench.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselineUrl, measurePairs, type SearchCase, startApi, startBaseline, studentsUrl } from './search-bench-helpers.ts';
import { seedStudentRoster } from './seed-students.ts';

const smoke = process.env.BENCH_SMOKE === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const rounds = Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const studentCount = Number(process.env.BENCH_STUDENTS ?? (smoke ? 500 : 10_000));

const rssMb = (pid: number | undefined) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-students-bench-'));
  const baselineDir = path.join(dataDir, 'baseline-db');
  const stops: (() => Promise<void> | void)[] = [];
  try {
    const seedStarted = performance.now();
    const roster = await seedStudentRoster({ pgliteDir: path.join(dataDir, 'db') }, studentCount);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    cpSync(path.join(dataDir, 'db'), baselineDir, { recursive: true });

    const api = await startApi({ DATA_DIR: dataDir });
    stops.push(() => api.stop());
    const baseline = await startBaseline({ PGLITE_DIR: baselineDir });
    stops.push(() => void baseline.child.kill('SIGTERM'));

    const skill = roster.popularSkillId;
    const card = { limit: 9, page: 0, includes: true };
    const cases: SearchCase[] = [
      {
        label: 'search page (skill, limit 9)',
        api: studentsUrl(api.url, { ...card, skill }),
        sql: baselineUrl(baseline.url, { ...card, skill }),
      },
      { label: 'search page (all, limit 9)', api: studentsUrl(api.url, card), sql: baselineUrl(baseline.url, card) },
      {
        // The search page with a name: `name ct` on the server, one page of 9.
        label: 'name search (name ct, limit 9)',
        api: studentsUrl(api.url, { ...card, name: 'an' }),
        sql: baselineUrl(baseline.url, { ...card, name: 'an' }),
      },
    ];
    const results = await measurePairs(cases, rounds, { connections, seconds, warmupSeconds: smoke ? 0 : 2 });
    const ratio = (a: number, b: number) => ((results[a]?.['req/s'] ?? 0) / (results[b]?.['req/s'] || 1)).toFixed(2);
    console.log(
      `\nStudents bench: PGlite, ${studentCount} students (${roster.publicStudents} public, seeded in ${seedSeconds} s); ` +
        `median of ${rounds} alternating rounds; ${connections} connections, ${seconds} s each; ${api.label}`,
    );
    console.table(results);
    console.log(`API / hand-written SQL, search page with skill: ${ratio(0, 1)} (aim >= 0.7)`);
    console.log(`API / hand-written SQL, search page without skill: ${ratio(2, 3)}`);
    console.log(`API / hand-written SQL, name search: ${ratio(4, 5)}`);
    console.log(`server RSS after the run: ${rssMb(api.child.pid)} MB\n`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
