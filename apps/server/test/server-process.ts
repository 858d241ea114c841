import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfChanged } from '../../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Waits for the process to exit after the signal (SIGKILL gives it no chance to clean up). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * The built server (apps/server/dist/server.js, what `npm start` runs) as its own process, for tests that
 * need what `inject()` cannot give: several processes, a kill, a browser. Builds it first when its sources
 * changed since the last build (scripts/build-server.mjs). Returns once /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Another build of the server to run instead (a bench's A/B run: dist/server.js of another worktree). */
  serverEntry?: string,
): Promise<ServerProcess> {
  const entry = serverEntry ?? (await buildServerIfChanged());
  // A fixed port when the caller gives one (the cluster's instances sit behind nginx at known ports).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_PER_EMAIL: '1000',
    // Every page load of a logged-in browser test refreshes the session, all from 127.0.0.1.
    RATE_LIMIT_REFRESH_PER_IP: '100000',
    ...env,
  };
  // As `npm start` runs it: from apps/server, with the same V8 options.
  const child = spawn(process.execPath, [...serverNodeFlags, entry], {
    cwd: path.join(root, 'apps/server'),
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child, timeoutMs);
  return {
    url,
    child,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
