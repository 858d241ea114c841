import type { CreateSkillGroup, UpdateSkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { skillGroups, skills, studentSkills, students } from '../../db/schema/index.ts';
import { type CustomFilter, filterFlag, type ListResource, type ParsedList } from '../../plugins/list-query.ts';
import { publicStudentCondition } from '../student-profiles/visibility.ts';

export type GroupInclude = 'skills' | 'skills.paygrades';

/** What the filters decided about the included skills; filled while the query is parsed. */
export interface GroupListScope {
  includedSkillsEnabled?: boolean;
}

const flagFilter =
  (build: (flag: boolean) => SQL, onFlag?: (flag: boolean) => void): CustomFilter =>
  (value, operator) => {
    const flag = filterFlag(value);
    if (flag === undefined || operator !== 'eq') return undefined;
    onFlag?.(flag);
    return build(flag);
  };

const hasSkillsWith = (enabled: boolean) =>
  sql`exists (select 1 from ${skills} where ${skills.skill_group_id} = ${skillGroups.id} and ${skills.enabled} = ${enabled})`;

/** A group has an enabled skill that at least one publicly visible student offers. */
const hasSkillsWithStudents = sql`exists (
  select 1 from ${skills}
  inner join ${studentSkills} on ${studentSkills.skill_id} = ${skills.id}
  inner join ${students} on ${students.id} = ${studentSkills.student_id}
  where ${skills.skill_group_id} = ${skillGroups.id} and ${skills.enabled} and ${publicStudentCondition})`;

/**
 * `skills.enabled eq 1` keeps the groups that have such skills and includes only those skills (the
 * catalogue pages); `hasSkillsWithStudents eq 1` keeps groups a visitor can actually hire from.
 */
export function groupListResource(scope: GroupListScope): ListResource<GroupInclude> {
  return {
    filters: {
      id: skillGroups.id,
      name: skillGroups.name,
      slug: skillGroups.slug,
      order: skillGroups.order,
      enabled: skillGroups.enabled,
      'skills.enabled': flagFilter(hasSkillsWith, (flag) => {
        scope.includedSkillsEnabled = flag;
      }),
      hasSkillsWithStudents: flagFilter((flag) => (flag ? hasSkillsWithStudents : sql`not ${hasSkillsWithStudents}`)),
    },
    sorts: { order: skillGroups.order, name: skillGroups.name, id: skillGroups.id, slug: skillGroups.slug },
    includes: ['skills', 'skills.paygrades'],
    defaultSort: { key: 'order', direction: 'ASC' },
    defaultLimit: 999,
  };
}

const columns = {
  id: skillGroups.id,
  name: skillGroups.name,
  slug: skillGroups.slug,
  order: skillGroups.order,
  enabled: skillGroups.enabled,
};
export type GroupRow = { id: number; name: string; slug: string; order: number; enabled: boolean };

export async function listGroups(db: DbOrTx, list: ParsedList<GroupInclude>, onlyEnabled: boolean) {
  const where = and(onlyEnabled ? eq(skillGroups.enabled, true) : undefined, list.where);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(skillGroups)
      .where(where)
      .orderBy(...list.orderBy, asc(skillGroups.name), asc(skillGroups.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(skillGroups).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findGroup(db: DbOrTx, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select(columns).from(skillGroups).where(eq(skillGroups.id, id));
  return row;
}

/** `/skills/groups/name/:name`: the slug, else the display name in any case. */
export async function findGroupByName(db: DbOrTx, name: string): Promise<GroupRow | undefined> {
  const [bySlug] = await db.select(columns).from(skillGroups).where(eq(skillGroups.slug, name));
  if (bySlug) return bySlug;
  const [byName] = await db
    .select(columns)
    .from(skillGroups)
    .where(sql`lower(${skillGroups.name}) = lower(${name})`)
    .orderBy(asc(skillGroups.id))
    .limit(1);
  return byName;
}

export async function insertGroup(db: DbOrTx, input: CreateSkillGroup): Promise<GroupRow> {
  const [row] = await db.insert(skillGroups).values(input).returning(columns);
  if (!row) throw new Error('skill group not inserted');
  return row;
}

export async function updateGroup(db: DbOrTx, id: number, input: UpdateSkillGroup): Promise<GroupRow | undefined> {
  if (Object.keys(input).length === 0) return findGroup(db, id);
  const [row] = await db.update(skillGroups).set(input).where(eq(skillGroups.id, id)).returning(columns);
  return row;
}

/** Throws 23503 while the group still has skills. */
export async function deleteGroup(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(skillGroups).where(eq(skillGroups.id, id)).returning({ id: skillGroups.id });
  return rows.length > 0;
}
