import { danishSlug } from '@studiekraft/shared/rules/danish-slug';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slugsLike } from './slug-repository.ts';

/** One lock for every slug choice, so two students named alike in the same instant cannot pick the same slug. */
const slugLockKey = 2_202_022;
const maxBaseLength = 80;

/**
 * A free profile slug for `name`, spelled like the seed's ('Mathilde Åberg' -> 'mathilde-aaberg'), with
 * '-2', '-3', ... when taken by another student now or before (old slugs redirect, decision 022). The
 * student's own current and old slugs count as free, so renaming back gives the old link back. Call inside
 * the transaction that stores the slug: the lock is held until it ends.
 */
export async function freeStudentSlug(tx: DbOrTx, name: string, studentId?: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${slugLockKey})`);
  const base = danishSlug(name).slice(0, maxBaseLength).replace(/-+$/, '') || 'studerende';
  const taken = await slugsLike(tx, base, studentId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
