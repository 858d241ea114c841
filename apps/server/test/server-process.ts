import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * The real server as its own process (`node --import tsx apps/server/src/server.ts`), for tests that need
 * what `inject()` cannot give: several processes, a kill, a browser. Returns once /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /**
   * The compiled server that `npm start` runs (scripts/build-server.mjs), instead of the sources through
   * tsx: for measuring what ships (tsx's compiler and source maps alone hold about 70 MB).
   */
  compiledBundle?: string,
): Promise<ServerProcess> {
  const port = await freePort();
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
  // As `npm start` runs it: from apps/server, with its V8 options (scripts/start.mjs).
  const args = compiledBundle
    ? [...serverNodeFlags(childEnv, []), compiledBundle]
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: compiledBundle ? path.join(root, 'apps/server') : root,
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
