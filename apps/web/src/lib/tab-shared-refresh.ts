import type { LoginResponse } from '@studiekraft/shared/schemas/auth';

/** The one refresh of a browser: held by the tab that sends it, waited for by the others. */
const lockName = 'studiekraft:session-refresh';
/** Where the tab that refreshed tells the others what the server answered. */
export const refreshChannelName = 'studiekraft:session-refresh';

type RefreshMessage =
  | { type: 'refreshed'; session: LoginResponse }
  /** The server refused the cookie every tab shares: no tab needs to ask again. */
  | { type: 'refused'; status: number; code: string }
  /** Heard back by the tab that posted it once every message posted before it has reached that tab. */
  | { type: 'ping' };
type Posted = RefreshMessage & { id: string };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;

export interface TabSharedRefreshDeps {
  locks: Pick<LockManager, 'request'>;
  /**
   * Two channels of this tab on the same name: it posts on one and hears on the other, its own messages
   * too (a BroadcastChannel is not told its own), which is how it knows a message has gone out to all.
   */
  inbox: Channel;
  outbox: Channel;
  /** The status and code of a refusal by the server, or null for a failure of this tab only (no network). */
  refusalOf: (error: unknown) => { status: number; code: string } | null;
  /** A refusal another tab received, as this tab's error. */
  refusalError: (refusal: { status: number; code: string }) => Error;
}

export type SharedRefresh = (refresh: () => Promise<LoginResponse>) => Promise<LoginResponse>;

/** How long a tab keeps the lock at most while its answer goes out (it is heard back at once in practice). */
const echoTimeoutMs = 1000;

/**
 * Lets the tabs of one browser share a refresh (decision 058). They share the httpOnly refresh cookie,
 * which rotates with every refresh; tabs restored together used to refresh with it all at once. Now a tab
 * waits for the Web Lock before it refreshes, and the one that holds it posts the answer on a
 * BroadcastChannel: a tab still waiting takes that answer and never sends its own (its lock request is
 * withdrawn). The holder keeps the lock until it hears its own answer back, and a tab that gets the lock
 * first hears its own ping back, so an answer is never missed for the lock overtaking it. A tab that gets the lock without an answer (it asked later)
 * refreshes with the cookie the previous holder left: a plain rotation. The access token travels only
 * between the tabs of this origin, in memory, like the cookie that could fetch it.
 */
export function createTabSharedRefresh(deps: TabSharedRefreshDeps): SharedRefresh {
  const hearers = new Set<(message: Posted) => void>();
  deps.inbox.addEventListener('message', (event) => {
    for (const hear of [...hearers]) hear((event as MessageEvent<Posted>).data);
  });
  let posted = 0;

  /** Posts, and resolves once this tab's inbox hears it: the browser has then passed it to every tab. */
  function announce(message: RefreshMessage): Promise<void> {
    posted += 1;
    const id = `${posted}-${Math.random().toString(36).slice(2)}`;
    return new Promise((done) => {
      const finish = () => {
        clearTimeout(timer);
        hearers.delete(heardBack);
        done();
      };
      const heardBack = (heard: Posted) => {
        if (heard.id === id) finish();
      };
      const timer = setTimeout(finish, echoTimeoutMs);
      hearers.add(heardBack);
      deps.outbox.postMessage({ ...message, id } satisfies Posted);
    });
  }

  return (refresh) =>
    new Promise<LoginResponse>((resolve, reject) => {
      let answered = false;
      const withdraw = new AbortController();
      const hear = (message: Posted) => {
        if (answered || message.type === 'ping') return;
        answered = true;
        hearers.delete(hear);
        withdraw.abort();
        if (message.type === 'refreshed') resolve(message.session);
        else reject(deps.refusalError(message));
      };
      hearers.add(hear);
      deps.locks
        .request(lockName, { signal: withdraw.signal }, async () => {
          // Granted just as another tab's answer arrived: that answer stands, nothing is sent.
          if (answered) return;
          // The answer of the tab that held the lock before may still be on its way to this one. The browser
          // passes a channel's messages to a tab in the order it got them, and that answer went out before
          // the lock came free (the holder heard it back), so once this tab hears its own ping, it has heard
          // that answer too.
          await announce({ type: 'ping' });
          if (answered) return;
          answered = true;
          hearers.delete(hear);
          try {
            const session = await refresh();
            // This tab goes on at once; the lock waits until the answer is out.
            resolve(session);
            await announce({ type: 'refreshed', session });
          } catch (error) {
            reject(error);
            const refusal = deps.refusalOf(error);
            if (refusal) await announce({ type: 'refused', ...refusal });
          }
        })
        .catch((error: unknown) => {
          // Withdrawn because another tab answered: settled already. Otherwise the lock itself failed (it
          // should not): refresh without it rather than not at all.
          if (answered || (error instanceof DOMException && error.name === 'AbortError')) return;
          answered = true;
          hearers.delete(hear);
          refresh().then(resolve, reject);
        });
    });
}

/**
 * The browser's Web Locks and BroadcastChannel, made on the first refresh (never in the server's renderer,
 * where an open channel would keep the process alive). Where either is missing a tab refreshes alone, as
 * before; the server's grace window (decision 058) then keeps parallel tabs logged in.
 */
export function browserTabSharedRefresh(options: Pick<TabSharedRefreshDeps, 'refusalOf' | 'refusalError'>): SharedRefresh {
  let shared: SharedRefresh | undefined;
  return (refresh) => {
    shared ??=
      typeof window !== 'undefined' && window.navigator.locks && typeof BroadcastChannel !== 'undefined'
        ? createTabSharedRefresh({
            locks: window.navigator.locks,
            inbox: new BroadcastChannel(refreshChannelName),
            outbox: new BroadcastChannel(refreshChannelName),
            ...options,
          })
        : (alone) => alone();
    return shared(refresh);
  };
}
