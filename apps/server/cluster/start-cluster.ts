import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPool } from '../test/postgres-admin.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { deleteRedisKeys } from '../test/test-redis.ts';
import { startTestS3Server, type TestS3Server } from '../test/test-s3-server.ts';
import { type NginxProcess, startNginx } from './nginx-process.ts';
import { pollUntil } from './poll-until.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface ClusterInstance {
  port: number;
  /** Its Prometheus endpoint (METRICS_PORT on loopback), which nginx never proxies. */
  metricsUrl: string;
  /** Its direct address, bypassing nginx (for readiness checks and the one-instance yardstick). */
  url: string;
  process: ServerProcess | null;
}

export interface Cluster {
  /** nginx: the one address clients use. */
  url: string;
  instances: ClusterInstance[];
  nginx: NginxProcess;
  databaseUrl: string;
  /** SIGKILL: no chance to finish anything. */
  kill(index: number): Promise<void>;
  /** Starts the instance again on its port and waits until it answers. */
  start(index: number): Promise<void>;
  /**
   * A deploy without downtime: one instance at a time is taken out of nginx's rotation, stopped with
   * SIGTERM (it finishes what is in flight and closes its sockets), started again and put back.
   */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** nginx's port; a free one when unset. */
  port?: number;
  /** Variables for every instance on top of the production-like ones. */
  env?: Record<string, string>;
}

/**
 * What a production deployment looks like, on this machine: several server processes on one PostgreSQL
 * database (a new one per cluster), one Redis (a key prefix of its own) and one S3 bucket (s3rver), behind
 * nginx with the shipped configuration (deploy/nginx). The instances run the built server (as `npm start`)
 * with the demo data, the one thing that is not production: the tests and a visitor need logins.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('the web app is not built: run npm run build first');
  const count = options.instances ?? 3;
  const tag = randomBytes(4).toString('hex');
  const baseDatabaseUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `sk_cluster_${tag}`;
  const databaseUrl = Object.assign(new URL(baseDatabaseUrl), { pathname: `/${dbName}` }).toString();
  const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `studiekraft-cluster:${tag}:`;
  const admin = adminPool(baseDatabaseUrl);
  const workDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-cluster-'));
  let s3: TestS3Server | undefined;
  let nginx: NginxProcess | undefined;
  const instances: ClusterInstance[] = [];

  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.process?.stop('SIGKILL')));
    await nginx?.stop();
    await s3?.stop();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    await deleteRedisKeys(redisPrefix);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await admin.query(`create database "${dbName}"`);
    s3 = await startTestS3Server('studiekraft-cluster');
    const nginxPort = options.port ?? (await freePort());
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const metricsPorts = await Promise.all(ports.map(() => freePort()));
    for (const [n, port] of ports.entries()) {
      const metricsUrl = `http://127.0.0.1:${metricsPorts[n]}/metrics`;
      instances.push({ port, url: `http://127.0.0.1:${port}`, metricsUrl, process: null });
    }
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const jwtSecret = randomBytes(48).toString('base64url');
    const s3Env = s3.env;

    const startInstance = async (index: number) => {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      instance.process = await startServerProcess({
        PORT: String(instance.port),
        METRICS_PORT: new URL(instance.metricsUrl).port,
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisPrefix,
        ...s3Env,
        JWT_SECRET: jwtSecret,
        // nginx connects from loopback and replaces X-Forwarded-For with the client's address.
        TRUST_PROXY: '127.0.0.1',
        // Each instance keeps only uploads in progress on its own disk.
        DATA_DIR: mkdtempSync(path.join(workDir, `instance-${index}-`)),
        WEB_DIST: webDist,
        SEED_DEMO: '1',
        // The server's defaults, not the relaxed limits of the single-process tests.
        RATE_LIMIT_LOGIN_PER_IP: '20',
        RATE_LIMIT_PER_EMAIL: '5',
        RATE_LIMIT_REFRESH_PER_IP: '120',
        ...options.env,
      });
    };

    // The first seeds the new database alone; the others find it seeded.
    await startInstance(0);
    await Promise.all(instances.slice(1).map((_, n) => startInstance(n + 1)));
    nginx = await startNginx({ prefix: path.join(workDir, 'nginx'), listenPort: nginxPort, instancePorts: ports });
    const proxy = nginx;

    return {
      url: proxy.url,
      instances,
      nginx: proxy,
      databaseUrl,
      async kill(index) {
        await instances[index]?.process?.stop('SIGKILL');
      },
      start: startInstance,
      async rollingRestart() {
        for (const [index, instance] of instances.entries()) {
          await proxy.reload(new Set([instance.port]));
          await instance.process?.stop('SIGTERM');
          await startInstance(index);
          // Readiness, as a deploy script asks before it puts the instance back.
          await pollUntil(async () => (await fetch(`${instance.url}/api/ready`)).ok, `instance ${index} ready`, {
            timeoutMs: 60_000,
          });
          await proxy.reload(new Set());
        }
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
