import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentApplications } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { type FakeCvrServer, sampleCvrCompanies, startFakeCvrServer } from '../fake-cvr-server.ts';
import { isApiDocs, leakedFields } from './answer-fields.ts';
import { halfWrittenRows } from './data-invariants.ts';
import { requestFor } from './request-arbitraries.ts';
import { routeCases } from './route-cases.ts';
import { buildWorld, type World } from './route-world.ts';
import { writeStandInWebBuild } from './web-build-stand-in.ts';

/**
 * Generated requests against every registered route as every role: the server must never answer 5xx,
 * never show a field the caller may not see (answer-fields.ts) and never leave a half-written row. `npm test` runs a quick pass; `npm run fuzz` (FUZZ_RUNS per route)
 * the long one. FUZZ_SEED replays a failure.
 */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 10);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let cvr: FakeCvrServer;
let world: World;

beforeAll(async () => {
  cvr = await startFakeCvrServer({ companies: sampleCvrCompanies });
  t = await buildTestApp({
    config: { webDist: writeStandInWebBuild(), cvrApiUrl: cvr.url, ...(process.env.FUZZ_DEBUG ? { logLevel: 'error' } : {}) },
  });
  world = await buildWorld(t.app, {
    status: 'project-offer-posted',
    offer: { price: 250, type: 'hourly', hours: 4 },
    application: true,
    invoice: true,
  });
});
afterAll(async () => {
  await t?.close();
  await cvr?.close();
});

describe('fuzzing every route', () => {
  it(
    `answers no generated request with 5xx (${runsPerRoute} per route) and leaves no half-written row`,
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const route of t.app.registeredRoutes) {
        const cases = routeCases.filter((c) => c.route === `${route.method} ${route.url}`);
        const result = await fc.check(
          fc.asyncProperty(requestFor(route, cases, world), async (request) => {
            sent += 1;
            const response = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
            });
            if (response.statusCode >= 500) {
              throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} for ${request.describe}`);
            }
            // Whatever was asked, the answer shows only what the caller may see (issue 33).
            if (String(response.headers['content-type'] ?? '').startsWith('application/json') && !isApiDocs(request.url)) {
              const leaked = leakedFields(response.statusCode, response.json(), request.role, world, request.payload);
              if (leaked.length > 0) throw new Error(`${request.role} sees ${leaked.join(', ')} for ${request.describe}`);
            }
          }),
          { numRuns: runsPerRoute, ...(seed !== undefined ? { seed } : {}), endOnFailure: true },
        );
        if (result.failed) failures.push(`${route.method} ${route.url} (seed ${result.seed}): ${String(result.errorInstance)}`);
      }
      // The figure the closing note reports.
      console.info(`fuzz: ${sent} requests over ${t.app.registeredRoutes.length} routes`);
      expect(failures).toEqual([]);
      expect(await halfWrittenRows(t.database.db)).toEqual([]);
      // No upload left half-way: nothing in the temporary folder, no stored application PDF without its row.
      expect(await readdir(t.app.uploadTmpDir)).toEqual([]);
      const referenced = new Set(
        (await t.database.db.select({ files: studentApplications.files }).from(studentApplications)).flatMap((row) =>
          row.files.map((file) => file.path),
        ),
      );
      const stored = await readdir(path.join(t.config.dataDir, 'uploads', 'applications')).catch(() => [] as string[]);
      expect(stored.map((name) => `applications/${name}`).filter((key) => !referenced.has(key))).toEqual([]);
    },
    Math.max(120_000, runsPerRoute * 4_000),
  );
});
