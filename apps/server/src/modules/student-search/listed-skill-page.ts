import { type SQL, sql } from 'drizzle-orm';
import { studentSkills } from '../../db/schema/index.ts';
import type { ParsedList } from '../../plugins/list-query.ts';
import { toId } from './filter-id.ts';
import { soleFilterSortedByName } from './listed-name-search.ts';

/**
 * A public skill page that `student_skills` answers alone (decision 042): one `hasSkill eq <id>` filter,
 * sorted by name only (the search page's skill filter, the skill landing pages). Each row carries its
 * student's name and `listed` (migration 0015), so the partial index `(skill_id, student_name,
 * student_id) where student_listed` gives the skill's listed students in the list's order; any other
 * filter or sort walks `students` in name order as before (decision 030).
 */
export function listedSkillPage(list: ParsedList, staff: boolean): { skillId: number; direction: 'ASC' | 'DESC' } | undefined {
  const sole = soleFilterSortedByName(list, staff);
  if (sole?.filter.key !== 'hasSkill' || sole.filter.operator !== 'eq') return undefined;
  const skillId = toId(sole.filter.value);
  return skillId === undefined ? undefined : { skillId, direction: sole.direction };
}

/** The page's ids (and one more) among the skill's listed students: by name, then id ascending, as the list. */
export function listedSkillPageIds(page: { skillId: number; direction: 'ASC' | 'DESC' }, list: ParsedList): SQL {
  const ss = studentSkills;
  const byName = page.direction === 'DESC' ? sql`${ss.student_name} desc` : sql`${ss.student_name} asc`;
  return sql`select ${ss.student_id} from ${ss}
    where ${ss.skill_id} = ${page.skillId} and ${ss.student_listed}
    order by ${byName}, ${ss.student_id} asc
    limit ${list.limit + 1} offset ${list.offset}`;
}
