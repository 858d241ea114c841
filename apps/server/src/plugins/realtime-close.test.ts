import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

/**
 * An app closed right after it was built (a short test file, a SIGTERM during start-up) must close. On
 * PostgreSQL the adapter's LISTEN client used to connect after the close and hold pool.end() forever.
 */
describe('realtime shutdown', () => {
  it('closes an app the moment it is ready, ten times in a row', async () => {
    for (let i = 0; i < 10; i += 1) {
      const t = await buildTestApp();
      const closed = await Promise.race([
        t.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 10_000).unref()),
      ]);
      expect(closed).toBe('closed');
    }
  }, 120_000);
});
