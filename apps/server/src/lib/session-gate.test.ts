import { describe, expect, it } from 'vitest';
import type { VerifiedAccess } from './access-token.ts';
import { type CurrentSession, createSessionGate } from './session-gate.ts';

const access = (sessionVersion: number): VerifiedAccess => ({
  userId: 7,
  accountType: 'CUSTOMER',
  sessionVersion,
  expiresAt: Date.now() + 60_000,
});

/** A user table of one row that counts its reads and can hold a read until told to answer. */
function fakeUsers(initial: CurrentSession | null) {
  let row = initial;
  let reads = 0;
  let held: (() => void) | null = null;
  let holdNext = false;
  return {
    read: async () => {
      reads += 1;
      const seen = row;
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => {
          held = resolve;
        });
      }
      return seen;
    },
    set: (next: CurrentSession | null) => {
      row = next;
    },
    holdNextRead: () => {
      holdNext = true;
    },
    release: () => held?.(),
    reads: () => reads,
  };
}

const active = (sessionVersion: number): CurrentSession => ({ accountType: 'CUSTOMER', activated: true, sessionVersion });

describe('session gate', () => {
  it('reads a user once, then answers from the cache without a promise', async () => {
    const users = fakeUsers(active(1));
    const gate = createSessionGate({ read: users.read });
    expect(await gate.check(access(1))).toBe(true);
    expect(gate.check(access(1))).toBe(true);
    expect(gate.check(access(0))).toBe(false);
    expect(users.reads()).toBe(1);
  });

  it('refuses a deactivated user, another account type and a user that is gone', async () => {
    const users = fakeUsers({ ...active(1), activated: false });
    const gate = createSessionGate({ read: users.read });
    expect(await gate.check(access(1))).toBe(false);
    users.set({ ...active(1), accountType: 'EMPLOYEE' });
    gate.forget(7);
    expect(await gate.check(access(1))).toBe(false);
    users.set(null);
    gate.forget(7);
    expect(await gate.check(access(1))).toBe(false);
  });

  it('reads again after forget and forgetAll', async () => {
    const users = fakeUsers(active(1));
    const gate = createSessionGate({ read: users.read });
    expect(await gate.check(access(1))).toBe(true);
    users.set(active(2));
    gate.forget(7);
    expect(await gate.check(access(1))).toBe(false);
    users.set(active(3));
    gate.forgetAll();
    expect(await gate.check(access(3))).toBe(true);
    expect(users.reads()).toBe(3);
  });

  it('shares one read among concurrent checks', async () => {
    const users = fakeUsers(active(1));
    const gate = createSessionGate({ read: users.read });
    const answers = await Promise.all([gate.check(access(1)), gate.check(access(1)), gate.check(access(2))]);
    expect(answers).toEqual([true, true, false]);
    expect(users.reads()).toBe(1);
  });

  it('does not cache a read that was in flight when the session ended', async () => {
    const users = fakeUsers(active(1));
    const gate = createSessionGate({ read: users.read });
    users.holdNextRead();
    const early = gate.check(access(1));
    // The revocation commits and is told while the early read (which saw version 1) is still out.
    users.set(active(2));
    gate.forget(7);
    users.release();
    // The request that began before the change gets the answer of its read ...
    expect(await early).toBe(true);
    // ... but the next one reads afresh instead of trusting it.
    expect(await gate.check(access(1))).toBe(false);
  });

  it('reads afresh for checkFresh even when the cache holds the user', async () => {
    const users = fakeUsers(active(1));
    const gate = createSessionGate({ read: users.read });
    expect(await gate.check(access(1))).toBe(true);
    users.set(active(2));
    expect(await gate.checkFresh(access(1))).toBe(false);
    expect(users.reads()).toBe(2);
  });
});
