import type { CreateSkill, UpdateSkill } from '@studiekraft/shared/schemas/catalogue';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { skillGroups, skills } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';

export type SkillInclude = 'paygrades' | 'skillGroup';

export const skillListResource: ListResource<SkillInclude> = {
  filters: {
    id: skills.id,
    enabled: skills.enabled,
    skill_group_id: skills.skill_group_id,
    key: skills.key,
    slug: skills.slug,
    name: skills.name,
  },
  sorts: {
    id: skills.id,
    name: skills.name,
    order: skills.order,
    key: skills.key,
    slug: skills.slug,
    skill_group_id: skills.skill_group_id,
    'skillGroup.order': skillGroups.order,
  },
  includes: ['paygrades', 'skillGroup'],
  defaultSort: { key: 'skillGroup.order', direction: 'ASC' },
  defaultLimit: 999,
};

const columns = {
  id: skills.id,
  key: skills.key,
  name: skills.name,
  slug: skills.slug,
  order: skills.order,
  enabled: skills.enabled,
  skill_group_id: skills.skill_group_id,
  group_name: skillGroups.name,
  group_slug: skillGroups.slug,
  group_enabled: skillGroups.enabled,
};
export type SkillRow = {
  id: number;
  key: string;
  name: string;
  slug: string;
  order: number;
  enabled: boolean;
  skill_group_id: number;
  group_name: string;
  group_slug: string;
  group_enabled: boolean;
};

/** Non-employees see a skill only when it and its group are enabled. */
export const visibleSkillCondition = and(eq(skills.enabled, true), eq(skillGroups.enabled, true));

const tieBreak = [asc(skills.order), asc(skills.name), asc(skills.id)];

export async function listSkills(db: DbOrTx, list: ParsedList<SkillInclude>, onlyVisible: boolean) {
  const where = and(onlyVisible ? visibleSkillCondition : undefined, list.where);
  const from = () => db.select(columns).from(skills).innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id));
  const [rows, totals] = await Promise.all([
    from()
      .where(where)
      .orderBy(...list.orderBy, ...tieBreak)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(skills).innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

async function findOne(db: DbOrTx, condition: SQL | undefined): Promise<SkillRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(condition)
    .orderBy(asc(skills.id))
    .limit(1);
  return row;
}

export const findSkill = (db: DbOrTx, id: number) => findOne(db, eq(skills.id, id));

/**
 * `/skills/name/:name`: the slug (URLs), the content key (landing content) or the display name in any
 * case. Slug and key are unique; a name could in theory repeat, so the exact identifiers win.
 */
export async function findSkillByName(db: DbOrTx, name: string, onlyVisible: boolean) {
  const visible = onlyVisible ? visibleSkillCondition : undefined;
  return (
    (await findOne(db, and(visible, or(eq(skills.slug, name), eq(skills.key, name))))) ??
    (await findOne(db, and(visible, sql`lower(${skills.name}) = lower(${name})`)))
  );
}

/** The skills of several groups in one query, ordered as the catalogue shows them. */
export async function loadGroupSkills(
  db: DbOrTx,
  groupIds: readonly number[],
  options: { enabled?: boolean },
): Promise<Map<number, SkillRow[]>> {
  const byGroup = new Map<number, SkillRow[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select(columns)
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(
      and(
        inArray(skills.skill_group_id, [...new Set(groupIds)]),
        options.enabled === undefined ? undefined : eq(skills.enabled, options.enabled),
      ),
    )
    .orderBy(...tieBreak);
  for (const row of rows) {
    const list = byGroup.get(row.skill_group_id);
    if (list) list.push(row);
    else byGroup.set(row.skill_group_id, [row]);
  }
  return byGroup;
}

type SkillValues = Omit<CreateSkill, 'paygrades'>;

export async function insertSkill(db: DbOrTx, input: SkillValues): Promise<number> {
  const [row] = await db.insert(skills).values(input).returning({ id: skills.id });
  if (!row) throw new Error('skill not inserted');
  return row.id;
}

export async function updateSkill(db: DbOrTx, id: number, input: Omit<UpdateSkill, 'paygrades'>): Promise<boolean> {
  if (Object.keys(input).length === 0) return (await findSkill(db, id)) !== undefined;
  const rows = await db.update(skills).set(input).where(eq(skills.id, id)).returning({ id: skills.id });
  return rows.length > 0;
}

/** Paygrades go with the skill (cascade); students and projects holding it make this throw 23503. */
export async function deleteSkill(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(skills).where(eq(skills.id, id)).returning({ id: skills.id });
  return rows.length > 0;
}
