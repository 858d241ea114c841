import { describe, expect, it, vi } from 'vitest';
import { gracefulShutdown, type ShutdownSteps } from './graceful-shutdown.ts';

/** Steps that record their order; `exited` resolves with the exit code. */
function steps(overrides: Partial<ShutdownSteps> = {}) {
  const order: string[] = [];
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  const all: ShutdownSteps = {
    startDraining: () => order.push('drain'),
    closeApp: async () => {
      order.push('app');
    },
    closeDatabase: async () => {
      order.push('database');
    },
    exit: (code) => exit(code),
    log: { info: () => undefined, error: () => undefined },
    ...overrides,
  };
  return { all, order, exited };
}

describe('graceful shutdown', () => {
  it('drains, closes the app, then the database, and exits 0; a second signal changes nothing', async () => {
    const { all, order, exited } = steps();
    const shutdown = gracefulShutdown(all, 10_000);
    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(await exited).toBe(0);
    expect(order).toEqual(['drain', 'app', 'database']);
  });

  it("exits 1 when a close fails, and logs only the error's code", async () => {
    const error = vi.fn();
    const { all, order, exited } = steps({
      closeApp: () => Promise.reject(Object.assign(new Error('boom'), { code: 'EBOOM' })),
      log: { info: () => undefined, error },
    });
    void gracefulShutdown(all, 10_000)('SIGTERM');
    expect(await exited).toBe(1);
    expect(order).toEqual(['drain']);
    expect(error).toHaveBeenCalledWith({ code: 'EBOOM' }, 'shutdown failed');
  });

  it('exits 1 when something in flight never ends', async () => {
    vi.useFakeTimers();
    try {
      const { all, exited } = steps({ closeApp: () => new Promise<void>(() => undefined) });
      void gracefulShutdown(all, 5_000)('SIGTERM');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await exited).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
