import type { PaygradeInput } from '@studiekraft/shared/schemas/catalogue';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels, paygrades } from '../../db/schema/index.ts';

export type PaygradeRow = { id: number; skill_id: number; level_id: number; starting_price: number; type: 'hourly' | 'unit' };

/**
 * The price tables of many skills in one query (never one per skill or per student). Non-employees do
 * not see prices of disabled levels.
 */
export async function loadPaygrades(
  db: DbOrTx,
  skillIds: readonly number[],
  onlyEnabledLevels: boolean,
): Promise<Map<number, PaygradeRow[]>> {
  const bySkill = new Map<number, PaygradeRow[]>();
  if (skillIds.length === 0) return bySkill;
  const rows = await db
    .select({
      id: paygrades.id,
      skill_id: paygrades.skill_id,
      level_id: paygrades.level_id,
      starting_price: paygrades.starting_price,
      type: paygrades.type,
    })
    .from(paygrades)
    .innerJoin(levels, eq(levels.id, paygrades.level_id))
    .where(and(inArray(paygrades.skill_id, [...new Set(skillIds)]), onlyEnabledLevels ? eq(levels.enabled, true) : undefined))
    .orderBy(asc(levels.order), asc(paygrades.id));
  for (const row of rows) {
    const list = bySkill.get(row.skill_id);
    if (list) list.push(row);
    else bySkill.set(row.skill_id, [row]);
  }
  return bySkill;
}

/** Makes the skill's price table exactly `list`: upserts by level, removes levels not listed. */
export async function replacePaygrades(tx: DbOrTx, skillId: number, list: readonly PaygradeInput[]) {
  const levelIds = list.map((p) => p.level_id);
  await tx
    .delete(paygrades)
    .where(and(eq(paygrades.skill_id, skillId), levelIds.length > 0 ? notInArray(paygrades.level_id, levelIds) : undefined));
  if (list.length === 0) return;
  for (const paygrade of list) {
    await tx
      .insert(paygrades)
      .values({ skill_id: skillId, ...paygrade })
      .onConflictDoUpdate({
        target: [paygrades.skill_id, paygrades.level_id],
        set: { starting_price: paygrade.starting_price, type: paygrade.type },
      });
  }
}
