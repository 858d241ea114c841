import { startCluster } from './start-cluster.ts';

// `npm run cluster`: the production shape on this machine until Ctrl-C (docs/deploy.md).
const port = Number(process.env.CLUSTER_PORT || 8080);
const cluster = await startCluster({ port });
process.stdout.write(
  [
    `Studiekraft cluster: ${cluster.url} (nginx)`,
    ...cluster.instances.map((instance, n) => `  instance ${n + 1}: ${instance.url} (metrics: ${instance.metricsUrl})`),
    `  PostgreSQL: ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')} (dropped on exit)`,
    `  nginx access log: ${cluster.nginx.accessLogPath}`,
    '  Demo logins: kunde@example.com, studerende@example.com, admin@example.com (demo-1234). Ctrl-C stops all.',
    '',
  ].join('\n'),
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
