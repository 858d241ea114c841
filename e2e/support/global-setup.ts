import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { sampleCvrCompanies, sampleUnavailableCvr, startFakeCvrServer } from '../../apps/server/test/fake-cvr-server.ts';
import { startServerProcess } from '../../apps/server/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the real server (built web app, fresh PGlite, demo data) on a free port for the browser tests. */
export default async function setup(project: TestProject) {
  // The build is the app and its renderer of first screens (decision 043), which several tests look at.
  for (const built of ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`Build the web app first (${built} is missing): npm run build`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-e2e-'));
  // The CVR register is the one outside service the browser tests touch; a local fake answers for it.
  const cvr = await startFakeCvrServer({ companies: sampleCvrCompanies, garbage: [sampleUnavailableCvr] });
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    RATE_LIMIT_PER_EMAIL: '100',
    CVR_API_URL: cvr.url,
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await cvr.close();
  };
}
