/**
 * Throughput through nginx to three server processes against one process directly, side by side in one
 * run on the cluster of `npm run cluster` (PostgreSQL, Redis, S3, nginx with deploy/nginx's files). The
 * rows alternate (direct, nginx, direct, nginx, ...) so the machine's noise falls on both; the ratio is the
 * figure, not the requests per second. On a machine with fewer cores than processes the three instances,
 * nginx and the load generator share the same cores, so this says what the proxy costs more than what
 * three machines would give. Not in CI's smokes: starting the cluster is most of the cost.
 * BENCH_SECONDS (default 5) per row, BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20).
 */
import autocannon from 'autocannon';
import { startCluster } from '../apps/server/cluster/start-cluster.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const paths = ['/api/students?limit=12', '/api/skills'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(url: string) {
  // The API's answers compressed as a browser asks for them.
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const cluster = await startCluster();
try {
  const direct = cluster.instances[0]?.url ?? '';
  console.log(`| path | direct req/s | nginx×3 req/s | ratio | direct p99 ms | nginx×3 p99 ms |`);
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const path of paths) {
    const one: { rps: number; p99: number }[] = [];
    const three: { rps: number; p99: number }[] = [];
    await measure(`${cluster.url}${path}`); // warms every instance and nginx
    for (let round = 0; round < rounds; round++) {
      one.push(await measure(`${direct}${path}`));
      three.push(await measure(`${cluster.url}${path}`));
    }
    const rpsOne = median(one.map((r) => r.rps));
    const rpsThree = median(three.map((r) => r.rps));
    console.log(
      `| ${path} | ${Math.round(rpsOne)} | ${Math.round(rpsThree)} | ${(rpsThree / rpsOne).toFixed(2)} | ${median(one.map((r) => r.p99))} | ${median(three.map((r) => r.p99))} |`,
    );
  }
} finally {
  await cluster.stop();
}
