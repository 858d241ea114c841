import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ClusterNginxConfig, clusterNginxConfig } from './nginx-config.ts';
import { pollUntil } from './poll-until.ts';

export interface NginxProcess {
  url: string;
  /** Writes the configuration with these instances out of rotation and reloads; resolves once it serves. */
  reload(down: ReadonlySet<number>): Promise<void>;
  accessLogPath: string;
  stop(): Promise<void>;
}

const nginxBinary = process.env.NGINX_BIN || 'nginx';

/** nginx (Debian's package) in the foreground with the cluster's configuration in its own directory. */
export async function startNginx(options: Omit<ClusterNginxConfig, 'down' | 'generation' | 'asRoot'>): Promise<NginxProcess> {
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'assets-cache']) {
    mkdirSync(path.join(options.prefix, dir), { recursive: true });
  }
  const configPath = path.join(options.prefix, 'nginx.conf');
  const url = `http://127.0.0.1:${options.listenPort}`;
  let generation = 0;
  const write = (down: ReadonlySet<number>) => {
    generation += 1;
    writeFileSync(configPath, clusterNginxConfig({ ...options, down, generation, asRoot: process.getuid?.() === 0 }));
    return String(generation);
  };
  const servesGeneration = async (expected: string) => {
    // A new connection each time: a kept-alive one would stay with an old worker.
    const response = await fetch(`${url}/__cluster/generation`, { headers: { connection: 'close' } });
    return (await response.text()) === expected;
  };

  const first = write(new Set());
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', options.prefix, '-c', configPath, '-e', path.join(options.prefix, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await pollUntil(() => servesGeneration(first), 'nginx started', { timeoutMs: 15_000 });

  return {
    url,
    accessLogPath: path.join(options.prefix, 'access.log'),
    async reload(down) {
      const expected = write(down);
      child.kill('SIGHUP');
      // New workers answer with the new generation; a few answers in a row mean the old ones stopped taking
      // new connections.
      let inARow = 0;
      await pollUntil(
        async () => {
          inARow = (await servesGeneration(expected)) ? inARow + 1 : 0;
          return inARow >= 5;
        },
        'nginx reloaded',
        { timeoutMs: 15_000 },
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
