import { LRUCache } from 'lru-cache';
import type { VerifiedAccess } from './access-token.ts';

/** The user as an access token is compared with them; null when the user no longer exists. */
export interface CurrentSession {
  accountType: string;
  activated: boolean;
  sessionVersion: number;
}

export interface SessionGateOptions {
  read: (userId: number) => Promise<CurrentSession | null>;
  /**
   * How long a read is trusted. Revocations in this process forget it at once and other processes are
   * told through the notice channel; this bounds the staleness if a notice is lost (decision 016).
   */
  ttlMs?: number;
  max?: number;
}

export interface SessionGate {
  /** Whether the token still speaks for its user: synchronous when the user's state is cached. */
  check(access: VerifiedAccess): boolean | Promise<boolean>;
  /** Reads the user afresh (the socket handshake), and caches what it read. */
  checkFresh(access: VerifiedAccess): Promise<boolean>;
  /** Forgets one user's state: call after their sessions ended in this process. */
  forget(userId: number): void;
  /** Forgets everyone's: another process ended somebody's sessions. */
  forgetAll(): void;
}

const gone = { accountType: '', activated: false, sessionVersion: 0 } satisfies CurrentSession;

const holds = (current: CurrentSession, access: VerifiedAccess) =>
  current.activated && current.accountType === access.accountType && current.sessionVersion === access.sessionVersion;

/**
 * Every authenticated request and socket event asks whether its token's session still holds: the user
 * exists, is activated, has the token's account type and the token's session version. The answer comes
 * from a small cache of each user's state (a Map lookup on a hit), so a revocation costs one read per
 * user and process afterwards, not one per request.
 *
 * A read that was in flight when a revocation forgot the cache is used by its own request (that request
 * began before the change committed) but never cached: `epoch` counts the forgets, and a read started
 * in an older epoch leaves the cache alone.
 */
export function createSessionGate(options: SessionGateOptions): SessionGate {
  const cache = new LRUCache<number, CurrentSession>({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 1_000 });
  const reading = new Map<number, Promise<CurrentSession>>();
  let epoch = 0;

  function load(userId: number): Promise<CurrentSession> {
    const inFlight = reading.get(userId);
    if (inFlight) return inFlight;
    const startedIn = epoch;
    const read = options
      .read(userId)
      .then((current) => {
        const state = current ?? gone;
        if (epoch === startedIn) cache.set(userId, state);
        return state;
      })
      .finally(() => {
        if (reading.get(userId) === read) reading.delete(userId);
      });
    reading.set(userId, read);
    return read;
  }

  function forget(userId: number) {
    epoch += 1;
    cache.delete(userId);
    reading.delete(userId);
  }

  return {
    check(access) {
      const current = cache.get(access.userId);
      if (current) return holds(current, access);
      return load(access.userId).then((state) => holds(state, access));
    },
    async checkFresh(access) {
      forget(access.userId);
      return holds(await load(access.userId), access);
    },
    forget,
    forgetAll() {
      epoch += 1;
      cache.clear();
      reading.clear();
    },
  };
}
