import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { createTabSharedRefresh, refreshChannelName, type SharedRefresh } from '../tab-shared-refresh.ts';

/**
 * One lock manager for the whole "browser", as the Web Locks API has: exclusive locks granted in order per
 * name, shared ones at once; a request withdrawn through its signal before it is granted rejects with
 * AbortError; `query` lists the locks held.
 */
function browserLocks(): Pick<LockManager, 'request' | 'query'> {
  const tails = new Map<string, Promise<unknown>>();
  const held: LockInfo[] = [];
  const run = async (name: string, options: LockOptions, callback: () => Promise<unknown>) => {
    if (options.signal?.aborted) throw new DOMException('withdrawn', 'AbortError');
    const lock = { name, mode: options.mode ?? 'exclusive' } as LockInfo;
    held.push(lock);
    try {
      return await callback();
    } finally {
      held.splice(held.indexOf(lock), 1);
    }
  };
  return {
    request: ((name: string, options: LockOptions, callback: () => Promise<unknown>) => {
      if (options.mode === 'shared') return run(name, options, callback);
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => run(name, options, callback));
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    }) as LockManager['request'],
    query: async () => ({ held: [...held], pending: [] }),
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

interface Tab {
  share: SharedRefresh;
  /** The access token the tab uses now (what it passes on to a tab that opens). */
  token: string | null;
}

/** Tabs of one browser: each its own channels, all one lock manager. */
function openTabs(count: number, locks = browserLocks()): Tab[] {
  return Array.from({ length: count }, () => {
    const inbox = new NodeBroadcastChannel(refreshChannelName);
    const outbox = new NodeBroadcastChannel(refreshChannelName);
    channels.push(inbox, outbox);
    const tab: Tab = {
      token: null,
      share: createTabSharedRefresh({
        locks,
        inbox: inbox as unknown as BroadcastChannel,
        outbox: outbox as unknown as BroadcastChannel,
        refusalOf: (error) => (error instanceof Refused ? { status: error.status, code: error.code } : null),
        refusalError: ({ status, code }) => new Refused(status, code),
        currentAccessToken: () => tab.token,
        recentMs: 300,
        askTimeoutMs: 100,
      }),
    };
    return tab;
  });
}

/** What the API client does with an answer: the tab uses its token from now on. */
async function refreshIn(tab: Tab | undefined, refresh: () => Promise<LoginResponse>, options?: { acceptRecent?: boolean }) {
  if (!tab) throw new Error('no such tab');
  const answer = await tab.share(refresh, options);
  tab.token = answer.access_token;
  return answer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const answers = await Promise.all(tabs.map((tab) => refreshIn(tab, refresh)));
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
    const answers = await Promise.allSettled(tabs.map((tab) => refreshIn(tab, refresh)));
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
    const [first, second] = await Promise.allSettled(tabs.map((tab) => refreshIn(tab, refresh)));
    expect(first?.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: session(2) });
    expect(calls).toBe(2);
  });

  it('refreshes again for a tab whose token was refused, even just after an answer (a plain rotation)', async () => {
    const [one, two] = openTabs(2);
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return session(calls);
    };
    expect((await refreshIn(one, refresh)).access_token).toBe('token-1');
    // Its answer has gone out and the lock is free again.
    await sleep(20);
    expect((await refreshIn(two, refresh)).access_token).toBe('token-2');
  });

  it('gives a tab that opens just after a refresh that answer instead of refreshing again (a restore)', async () => {
    const [one, two, three] = openTabs(3) as [Tab, Tab, Tab];
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return session(calls);
    };
    await refreshIn(one, refresh, { acceptRecent: true });
    await sleep(20);
    expect((await refreshIn(two, refresh, { acceptRecent: true })).access_token).toBe('token-1');
    // The first tab has logged out since: the second, which uses the answer too, passes it on.
    one.token = null;
    expect((await refreshIn(three, refresh, { acceptRecent: true })).access_token).toBe('token-1');
    expect(calls).toBe(1);
  });

  it('passes on no answer older than the window, nor one the tab no longer uses (logged out)', async () => {
    const [one, two, three] = openTabs(3) as [Tab, Tab, Tab];
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return session(calls);
    };
    await refreshIn(one, refresh, { acceptRecent: true });
    one.token = null;
    await sleep(20);
    expect((await refreshIn(two, refresh, { acceptRecent: true })).access_token).toBe('token-2');
    await sleep(350);
    expect((await refreshIn(three, refresh, { acceptRecent: true })).access_token).toBe('token-3');
  });
});
