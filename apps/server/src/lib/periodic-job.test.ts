import { describe, expect, it } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

const silent = { error: () => {} };

describe('createPeriodicJob with an observer', () => {
  it('tells the observer of each pass and each failure, the failure still reaching the caller', async () => {
    const seen: string[] = [];
    let fail = false;
    const job = createPeriodicJob({
      pass: async () => {
        if (fail) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
        return 2;
      },
      intervalMs: 60_000,
      failureMessage: 'test pass failed',
      logger: silent,
      observer: { passed: () => seen.push('passed'), failed: () => seen.push('failed') },
    });
    expect(await job.runOnce()).toBe(2);
    fail = true;
    await expect(job.runOnce()).rejects.toThrow('down');
    fail = false;
    expect(await job.runOnce()).toBe(2);
    expect(seen).toEqual(['passed', 'failed', 'passed']);
  });

  it('runs as before without one', async () => {
    const job = createPeriodicJob({ pass: async () => 1, intervalMs: 60_000, failureMessage: 'x', logger: silent });
    expect(await job.runOnce()).toBe(1);
  });
});
