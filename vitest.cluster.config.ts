import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the cluster tests (apps/server/cluster), apart from `npm test` as the browser
// tests are: they need nginx and the built web app, and start a whole deployment (docs/deploy.md).
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['apps/server/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
