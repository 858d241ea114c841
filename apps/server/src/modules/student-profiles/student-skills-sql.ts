import { type SQL, sql } from 'drizzle-orm';
import { levels, paygrades, skillGroups, skills, studentSkills, students } from '../../db/schema/index.ts';

export interface StudentSkillRow {
  id: number;
  key: string;
  name: string;
  slug: string;
  skill_group_id: number;
  group_name: string;
  group_slug: string;
  /** Only when prices were asked for: the paygrade at the student's level, if there is one. */
  paygrade?: { id: number; level_id: number; starting_price: number; type: 'hourly' | 'unit' } | null;
}

export type SkillsOption = { withPaygrades: boolean; onlyVisible: boolean } | undefined;

type Packed = [
  number,
  string,
  string,
  string,
  number,
  string,
  string,
  number | null,
  number | null,
  number | null,
  'hourly' | 'unit' | null,
];

function unpack(packed: Packed[], withPaygrades: boolean): StudentSkillRow[] {
  return packed.map(([id, key, name, slug, groupId, groupName, groupSlug, paygradeId, levelId, price, type]) => ({
    id,
    key,
    name,
    slug,
    skill_group_id: groupId,
    group_name: groupName,
    group_slug: groupSlug,
    ...(withPaygrades
      ? {
          paygrade:
            paygradeId !== null && levelId !== null && price !== null && type !== null
              ? { id: paygradeId, level_id: levelId, starting_price: price, type }
              : null,
        }
      : {}),
  }));
}

/**
 * A student's skills as one column of the student query: a correlated subquery that runs only for the
 * rows of the page (after LIMIT) and packs each skill as a positional JSON array, with the price at the
 * student's own level joined in when asked (decision 007). One statement per page instead of one per
 * relation: on PGlite each extra statement costs more in planning than the lookups themselves. Needs
 * `students` and `levels` (the student's level) in the outer query. Non-employees only get skills that
 * are enabled in an enabled group, and no price while the student's level is disabled.
 */
export function studentSkillsColumn(option: NonNullable<SkillsOption>): SQL<StudentSkillRow[]> {
  const visible = option.onlyVisible ? sql` and ${skills.enabled} and ${skillGroups.enabled}` : sql``;
  const price = option.withPaygrades
    ? sql`, ${paygrades.id}, ${paygrades.level_id}, ${paygrades.starting_price}, ${paygrades.type}`
    : sql`, null, null, null, null`;
  const priceJoin = option.withPaygrades
    ? sql` left join ${paygrades} on ${paygrades.skill_id} = ${skills.id} and ${paygrades.level_id} = ${students.level_id}${
        option.onlyVisible ? sql` and ${levels.enabled}` : sql``
      }`
    : sql``;
  return sql<StudentSkillRow[]>`(
    select coalesce(json_agg(json_build_array(
      ${skills.id}, ${skills.key}, ${skills.name}, ${skills.slug}, ${skills.skill_group_id}, ${skillGroups.name}, ${skillGroups.slug}${price}
    ) order by ${skillGroups.order}, ${skills.order}, ${skills.name}), '[]'::json)
    from ${studentSkills}
    inner join ${skills} on ${skills.id} = ${studentSkills.skill_id}
    inner join ${skillGroups} on ${skillGroups.id} = ${skills.skill_group_id}${priceJoin}
    where ${studentSkills.student_id} = ${students.id}${visible})`.mapWith((packed: Packed[] | string) =>
    unpack(typeof packed === 'string' ? (JSON.parse(packed) as Packed[]) : packed, option.withPaygrades),
  );
}
