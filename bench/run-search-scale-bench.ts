/**
 * Student search at scale on PostgreSQL (decision 030): 100,000 students (BENCH_STUDENTS) seeded into a
 * scratch database created and dropped on the server at BENCH_DATABASE_URL (default the local one), the
 * real server in a child process on it, and the bare hand-written-SQL server (baseline-search-server.ts)
 * on the same database. Measures the search page, the skill filter, the name search and the typeahead at
 * BENCH_CONNECTIONS (10), API and SQL alternating for BENCH_ROUNDS rounds; aim p99 under 30 ms.
 * BENCH_SMOKE=1: 2,000 students and a second per case, to check the bench still runs. Figures are
 * printed, never asserted by a timed test.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { baselineUrl, measurePairs, type SearchCase, startApi, startBaseline, studentsUrl } from './search-bench-helpers.ts';
import { seedStudentRoster } from './seed-students.ts';

const smoke = process.env.BENCH_SMOKE === '1';
const studentCount = Number(process.env.BENCH_STUDENTS ?? (smoke ? 2_000 : 100_000));
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const rounds = Number(process.env.BENCH_ROUNDS ?? (smoke ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rssMb = (pid: number | undefined) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function main() {
  const scratch = `studiekraft_search_scale_${process.pid}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.query(`create database ${scratch}`);
  const stops: (() => Promise<void> | void)[] = [];
  try {
    const seedStarted = performance.now();
    const roster = await seedStudentRoster({ databaseUrl }, studentCount);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    // The seeding wrote about 0.5 GB of WAL. PostgreSQL would spread the checkpoint for it over the next
    // minutes, writing in the middle of the measurement (seen: 224 s of writes); it is done now instead.
    await admin.query('checkpoint');

    const api = await startApi({ DATABASE_URL: databaseUrl });
    stops.push(() => api.stop());
    const baseline = await startBaseline({ DATABASE_URL: databaseUrl });
    stops.push(() => void baseline.child.kill('SIGTERM'));

    const skill = roster.popularSkillId;
    const card = { limit: 9, page: 0, includes: true };
    // The typeahead: `name ct`, 5 names sorted by name, no includes (get-student-names.ts).
    const typeahead = { name: 'mik', limit: 5, page: 0, includes: false };
    const cases: SearchCase[] = [
      { label: 'search page (all, limit 9)', api: studentsUrl(api.url, card), sql: baselineUrl(baseline.url, card) },
      {
        label: 'skill filter (limit 9)',
        api: studentsUrl(api.url, { ...card, skill }),
        sql: baselineUrl(baseline.url, { ...card, skill }),
      },
      {
        label: 'skill filter, page 20',
        api: studentsUrl(api.url, { ...card, skill, page: 19 }),
        sql: baselineUrl(baseline.url, { ...card, skill, page: 19 }),
      },
      {
        label: 'name search (ct "sen", limit 9)',
        api: studentsUrl(api.url, { ...card, name: 'sen' }),
        sql: baselineUrl(baseline.url, { ...card, name: 'sen' }),
      },
      {
        label: 'typeahead (ct "mik", limit 5)',
        api: studentsUrl(api.url, { ...typeahead, sortByName: true }),
        sql: baselineUrl(baseline.url, typeahead),
      },
    ];
    const results = await measurePairs(cases, rounds, { connections, seconds, warmupSeconds: smoke ? 0 : 2 });
    console.log(
      `\nSearch at scale: PostgreSQL, ${studentCount} students (${roster.publicStudents} public, seeded in ${seedSeconds} s); ` +
        `median of ${rounds} alternating rounds; ${connections} connections, ${seconds} s each; ${api.label}`,
    );
    console.table(results);
    for (let i = 0; i + 1 < results.length; i += 2) {
      const [a, b] = [results[i], results[i + 1]];
      console.log(`API / hand-written SQL, ${cases[i / 2]?.label}: ${((a?.['req/s'] ?? 0) / (b?.['req/s'] || 1)).toFixed(2)}`);
    }
    const errors = results.reduce((sum, row) => sum + row.errors, 0);
    console.log(`server RSS after the run: ${rssMb(api.child.pid)} MB; errors: ${errors}\n`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
    await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
