import type { LoginResponse } from '@studiekraft/shared/schemas/auth';

/** The one refresh of a browser: held by the tab that sends it, waited for by the others. */
const lockName = 'studiekraft:session-refresh';
/** Held (shared) by the tabs that have an answer of the last `recentMs`: a tab opening now may ask for it. */
const recentLockName = 'studiekraft:session-refreshed';
/** Where the tab that refreshed tells the others what the server answered. */
export const refreshChannelName = 'studiekraft:session-refresh';

type RefreshMessage =
  /** A refresh's answer: to the tabs waiting for it, or (`to`) to the tab that asked for a recent one. */
  | { type: 'refreshed'; session: LoginResponse; at: number; to?: string }
  /** The server refused the cookie every tab shares: no tab needs to ask again. */
  | { type: 'refused'; status: number; code: string }
  /** Heard back by the tab that posted it once every message posted before it has reached that tab. */
  | { type: 'ping' }
  /** A tab that opens without a token asks for an answer of the last `recentMs`. */
  | { type: 'ask' };
type Posted = RefreshMessage & { id: string };

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;

export interface TabSharedRefreshDeps {
  locks: Pick<LockManager, 'request' | 'query'>;
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
  /** The access token this tab uses now: it passes on a recent answer only while it still uses it. */
  currentAccessToken: () => string | null;
  /** How long an answer may be passed on to a tab that opens. */
  recentMs?: number;
  /** How long such a tab waits for an answer it was told is there. */
  askTimeoutMs?: number;
}

export interface SharedRefreshOptions {
  /**
   * A tab that has no token yet (a page load) may take another tab's answer of the last seconds. A tab
   * whose token was refused may not: that answer may be the very token refused.
   */
  acceptRecent?: boolean;
}

export type SharedRefresh = (refresh: () => Promise<LoginResponse>, options?: SharedRefreshOptions) => Promise<LoginResponse>;

/** How long a tab keeps the lock at most while its answer goes out (it is heard back at once in practice). */
const echoTimeoutMs = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Lets the tabs of one browser share a refresh (decision 058). They share the httpOnly refresh cookie,
 * which rotates with every refresh; tabs restored together used to refresh with it all at once. Now a tab
 * waits for the Web Lock before it refreshes, and the one that holds it posts the answer on a
 * BroadcastChannel: a tab still waiting takes that answer and never sends its own (its lock request is
 * withdrawn). The holder keeps the lock until it hears its own answer back, and a tab that gets the lock
 * first hears its own ping back, so an answer is never missed for the lock overtaking it. A tab that opens
 * a little later (a restore loads its tabs one after the other) asks for the answer of the last
 * `recentMs` instead of refreshing. Otherwise a tab that gets the lock refreshes with the cookie the
 * previous holder left: a plain rotation. The access token travels only between the tabs of this origin,
 * in memory, like the cookie that could fetch it.
 */
export function createTabSharedRefresh(deps: TabSharedRefreshDeps): SharedRefresh {
  const recentMs = deps.recentMs ?? 10_000;
  const askTimeoutMs = deps.askTimeoutMs ?? 500;
  const hearers = new Set<(message: Posted) => void>();
  /** The last answer this tab used, to pass on to a tab that opens. */
  let recent: { session: LoginResponse; at: number } | null = null;
  let posted = 0;

  function post(message: RefreshMessage): string {
    posted += 1;
    const id = `${posted}-${Math.random().toString(36).slice(2)}`;
    deps.outbox.postMessage({ ...message, id } satisfies Posted);
    return id;
  }

  deps.inbox.addEventListener('message', (event) => {
    const message = (event as MessageEvent<Posted>).data;
    if (message.type === 'ask' && recent && Date.now() - recent.at <= recentMs) {
      // Only while this tab still uses it: not after a logout, a new login or a refused token.
      if (deps.currentAccessToken() === recent.session.access_token) post({ type: 'refreshed', ...recent, to: message.id });
    }
    for (const hear of [...hearers]) hear(message);
  });

  /** Resolves with the first message `accept` returns true for, or null after `ms`. */
  function nextMessage(accept: (message: Posted) => boolean, ms: number): Promise<Posted | null> {
    return new Promise((resolve) => {
      const done = (message: Posted | null) => {
        clearTimeout(timer);
        hearers.delete(hear);
        resolve(message);
      };
      const hear = (message: Posted) => {
        if (accept(message)) done(message);
      };
      const timer = setTimeout(() => done(null), ms);
      hearers.add(hear);
    });
  }

  /** Posts, and resolves once this tab's inbox hears it: the browser has then passed it to every tab. */
  async function announce(message: RefreshMessage): Promise<void> {
    let id = '';
    const heard = nextMessage((heardBack) => heardBack.id === id, echoTimeoutMs);
    id = post(message);
    await heard;
  }

  /** Another tab's answer of the last `recentMs`, when the lock says one refreshed that recently. */
  async function askForRecent(): Promise<{ session: LoginResponse; at: number } | null> {
    const { held = [] } = await deps.locks.query();
    if (!held.some((lock) => lock.name === recentLockName)) return null;
    let id = '';
    const heard = nextMessage((reply) => reply.type === 'refreshed' && reply.to === id, askTimeoutMs);
    id = post({ type: 'ask' });
    const reply = await heard;
    return reply?.type === 'refreshed' && Date.now() - reply.at <= recentMs ? reply : null;
  }

  /**
   * Keeps the answer this tab now uses, to pass on, and says so with the shared lock until it is too old:
   * every tab that has it holds the lock, so closing or reloading the one that refreshed loses nothing.
   */
  function remember(session: LoginResponse, at: number) {
    recent = { session, at };
    const left = at + recentMs - Date.now();
    if (left > 0) deps.locks.request(recentLockName, { mode: 'shared' }, () => wait(left)).catch(() => undefined);
  }

  return (refresh, options = {}) =>
    new Promise<LoginResponse>((resolve, reject) => {
      let answered = false;
      const withdraw = new AbortController();
      /** True for the one path that answers this call: another tab's message, the lock, or its failure. */
      const claim = () => {
        if (answered) return false;
        answered = true;
        hearers.delete(hear);
        return true;
      };
      const hear = (message: Posted) => {
        if (message.type === 'ping' || message.type === 'ask' || (message.type === 'refreshed' && message.to)) return;
        if (!claim()) return;
        withdraw.abort();
        if (message.type === 'refreshed') {
          remember(message.session, message.at);
          resolve(message.session);
        } else reject(deps.refusalError(message));
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
          const earlier = options.acceptRecent ? await askForRecent() : null;
          if (!claim()) return;
          if (earlier) {
            remember(earlier.session, earlier.at);
            resolve(earlier.session);
            return;
          }
          try {
            const session = await refresh();
            const at = Date.now();
            remember(session, at);
            // This tab goes on at once; the lock waits until the answer is out.
            resolve(session);
            await announce({ type: 'refreshed', session, at });
          } catch (error) {
            reject(error);
            const refusal = deps.refusalOf(error);
            if (refusal) await announce({ type: 'refused', ...refusal });
          }
        })
        .catch((error: unknown) => {
          // Withdrawn because another tab answered: settled already. Otherwise the lock itself failed (it
          // should not): refresh without it rather than not at all.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (claim()) refresh().then(resolve, reject);
        });
    });
}

/** An API error class: what the server's refusal of a refresh is thrown as. */
type RefusalClass = new (status: number, code: never) => Error & { status: number; code: string };

/**
 * The browser's Web Locks and BroadcastChannel, made on the first refresh. Where either is missing a tab
 * refreshes alone, as before; the server's grace window (decision 058) then keeps parallel tabs logged in.
 * Only the server's refusal of the cookie (`isRefusal` of its status) holds for every tab; a failure such
 * as no network is the tab's own.
 */
export function browserTabSharedRefresh(
  Refusal: RefusalClass,
  isRefusal: (status: number) => boolean,
  currentAccessToken: () => string | null,
): SharedRefresh {
  if (typeof window === 'undefined' || !window.navigator.locks || typeof BroadcastChannel === 'undefined') {
    return (alone) => alone();
  }
  return createTabSharedRefresh({
    locks: window.navigator.locks,
    inbox: new BroadcastChannel(refreshChannelName),
    outbox: new BroadcastChannel(refreshChannelName),
    refusalOf: (error) =>
      error instanceof Refusal && isRefusal(error.status) ? { status: error.status, code: error.code } : null,
    refusalError: ({ status, code }) => new Refusal(status, code as never),
    currentAccessToken,
  });
}
