import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { createTabSharedRefresh, refreshChannelName, type SharedRefresh } from '../tab-shared-refresh.ts';

/**
 * One lock manager for the whole "browser", as the Web Locks API has: exclusive, granted in order, and a
 * request withdrawn through its signal before it is granted rejects with AbortError.
 */
function browserLocks(): Pick<LockManager, 'request'> {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, options: LockOptions, callback: () => Promise<unknown>) => {
      const granted = tail.then(() => {
        if (options.signal?.aborted) throw new DOMException('withdrawn', 'AbortError');
        return callback();
      });
      tail = granted.catch(() => undefined);
      return granted;
    }) as LockManager['request'],
  };
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const channels: NodeBroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** Tabs of one browser: each its own channels, all one lock manager. */
function openTabs(count: number): SharedRefresh[] {
  const locks = browserLocks();
  return Array.from({ length: count }, () => {
    const inbox = new NodeBroadcastChannel(refreshChannelName);
    const outbox = new NodeBroadcastChannel(refreshChannelName);
    channels.push(inbox, outbox);
    return createTabSharedRefresh({
      locks,
      inbox: inbox as unknown as BroadcastChannel,
      outbox: outbox as unknown as BroadcastChannel,
      refusalOf: (error) => (error instanceof Refused ? { status: error.status, code: error.code } : null),
      refusalError: ({ status, code }) => new Refused(status, code),
    });
  });
}

const session = (n: number) => ({ access_token: `token-${n}`, user_id: 7 }) as unknown as LoginResponse;

describe('a refresh shared by the tabs of a browser', () => {
  it('sends one refresh for three tabs that ask at once, and gives every tab its answer', async () => {
    const tabs = openTabs(3);
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return session(calls);
    };
    const answers = await Promise.all(tabs.map((tab) => tab(refresh)));
    expect(calls).toBe(1);
    expect(answers.map((answer) => answer.access_token)).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('shares a refusal of the cookie: the waiting tabs do not ask again', async () => {
    const tabs = openTabs(3);
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Refused(401, 'UNAUTHENTICATED');
    };
    const answers = await Promise.allSettled(tabs.map((tab) => tab(refresh)));
    expect(calls).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it("keeps a tab's own failure (no network) to itself: the next tab refreshes", async () => {
    const tabs = openTabs(2);
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (calls === 1) throw new TypeError('Failed to fetch');
      return session(calls);
    };
    const [first, second] = await Promise.allSettled(tabs.map((tab) => tab(refresh)));
    expect(first?.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: session(2) });
    expect(calls).toBe(2);
  });

  it('refreshes again for a tab that asks after the last answer (a plain rotation)', async () => {
    const [one, two] = openTabs(2);
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return session(calls);
    };
    expect((await one?.(refresh))?.access_token).toBe('token-1');
    // Its answer has gone out and the lock is free again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await two?.(refresh))?.access_token).toBe('token-2');
  });
});
