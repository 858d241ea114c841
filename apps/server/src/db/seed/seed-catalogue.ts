import type { LevelKey } from '@studiekraft/shared/constants/levels';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { levels, paygrades, skillGroups, skills } from '../schema/index.ts';
import { levelSeeds, type SkillSeed, skillGroupSeeds, skillSeeds } from './catalogue-data.ts';

export interface SeededSkill extends SkillSeed {
  id: number;
}

export interface SeededCatalogue {
  levelIds: Record<LevelKey, number>;
  groupIds: Map<string, number>;
  /** By category key. */
  skills: Map<string, SeededSkill>;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Levels, skill groups, skills and paygrades, upserted by level key, group slug, skill slug and
 * (skill, level), so it can run on every start and after the catalogue data changes. Four statements.
 */
export async function seedCatalogue(db: DbOrTx): Promise<SeededCatalogue> {
  const levelRows = await db
    .insert(levels)
    .values(levelSeeds.map((level) => ({ ...level })))
    .onConflictDoUpdate({ target: levels.key, set: { name: excluded('name'), order: excluded('order') } })
    .returning({ id: levels.id, key: levels.key });
  const levelIds = Object.fromEntries(levelRows.map((row) => [row.key, row.id])) as Record<LevelKey, number>;

  const groupRows = await db
    .insert(skillGroups)
    .values(skillGroupSeeds.map((group) => ({ ...group })))
    .onConflictDoUpdate({ target: skillGroups.slug, set: { name: excluded('name'), order: excluded('order') } })
    .returning({ id: skillGroups.id, slug: skillGroups.slug });
  const groupIds = new Map(groupRows.map((row) => [row.slug, row.id]));

  const skillRows = await db
    .insert(skills)
    .values(
      skillSeeds.map((skill) => ({
        skill_group_id: requireId(groupIds, skill.group, 'skill group'),
        key: skill.key,
        name: skill.name,
        slug: skill.slug,
        // The copy's order within the group, which the catalogue pages and lists sort by.
        order: skillSeeds.filter((other) => other.group === skill.group).indexOf(skill) + 1,
      })),
    )
    .onConflictDoUpdate({
      target: skills.slug,
      set: { name: excluded('name'), skill_group_id: excluded('skill_group_id'), order: excluded('order') },
    })
    .returning({ id: skills.id, slug: skills.slug });
  const skillIdsBySlug = new Map(skillRows.map((row) => [row.slug, row.id]));
  const seededSkills = new Map(
    skillSeeds.map((skill) => [skill.key, { ...skill, id: requireId(skillIdsBySlug, skill.slug, 'skill') }]),
  );

  await db
    .insert(paygrades)
    .values(
      [...seededSkills.values()].flatMap((skill) =>
        levelSeeds.map((level) => ({
          skill_id: skill.id,
          level_id: levelIds[level.key],
          starting_price: skill.prices[level.key],
          type: skill.priceType,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [paygrades.skill_id, paygrades.level_id],
      set: { starting_price: excluded('starting_price'), type: excluded('type') },
    });

  return { levelIds, groupIds, skills: seededSkills };
}

function requireId(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what}: ${key}`);
  return id;
}
