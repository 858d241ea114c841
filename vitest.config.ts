import { defineConfig } from 'vitest/config';
import { wholeJsonModule } from './apps/web/vite-plugins/whole-json-module.ts';

export default defineConfig({
  test: {
    // Two workers fit the 2-core machine; each server test file gets its own database clone.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share a worker's node_modules; the setup file re-evaluates the app's modules (decision 066).
          isolate: false,
          setupFiles: ['apps/server/test/fresh-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // lib/i18n.ts loads the whole Danish catalogue as 'da.json?all' (apps/web/vite.config.ts does the same).
        plugins: [wholeJsonModule()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As the server's: shared node_modules, the app's modules afresh per file (test/setup.ts, decision 066).
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Node 25 and later (the LTS we deploy on, decision 074) have a localStorage global of their own,
          // undefined without --localstorage-file; vitest then leaves jsdom's Storage off the global and
          // every web test fails at localStorage.clear(). Turning Node's off gives the tests jsdom's, as on
          // Node 20. Node 20 knows no such flag and refuses to start with it, hence the feature test.
          execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
            ? ['--no-experimental-webstorage']
            : [],
          // CSS module class names as Vite makes them, so markup rendered the server's way (first-screen.test)
          // has the class names the hydrating test renders.
          css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'scoped' } },
          // A jsdom test that types and clicks through a form takes 1-3 s on the idle 2-core machine; with the
          // machine loaded (a local CI run beside three other jobs) 16 of them overran the 5 s default while
          // every assertion held. The limit only catches a hung test; it is no speed check.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
