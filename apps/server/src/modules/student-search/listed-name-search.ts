import type { Filter } from '@studiekraft/shared/schemas/list-query';
import { type SQL, sql } from 'drizzle-orm';
import { listedStudentNames } from '../../db/schema/index.ts';
import { escapeLike, type ParsedList } from '../../plugins/list-query.ts';

/**
 * The one filter of a public list sorted by name only, with the sort's direction; undefined for staff, for
 * any other sort and for more than one filter. The lists a narrower table can answer alone start here
 * (decisions 041 and 042).
 */
export function soleFilterSortedByName(
  list: ParsedList,
  staff: boolean,
): { filter: Filter; direction: 'ASC' | 'DESC' } | undefined {
  if (staff) return undefined;
  const filters = list.filterGroups.flatMap((group) => group.filters);
  const [filter] = filters;
  const [sort] = list.sorts;
  if (filters.length !== 1 || !filter || filter.not || list.sorts.length !== 1 || sort?.key !== 'name') return undefined;
  return { filter, direction: sort.direction };
}

/**
 * A public name search that `listed_student_names` answers alone (decision 041): one `name ct <term>`
 * filter, sorted by name only (the typeahead, the search page's name field). Its matches are sorted there,
 * on rows a sixth the width of `students`; with any other filter or sort, the term is undefined and the
 * matches are sorted from `students` as before (decision 030).
 */
export function listedNameSearch(list: ParsedList, staff: boolean): { term: string; direction: 'ASC' | 'DESC' } | undefined {
  const sole = soleFilterSortedByName(list, staff);
  if (sole?.filter.key !== 'name' || sole.filter.operator !== 'ct') return undefined;
  const { value } = sole.filter;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return { term: String(value), direction: sole.direction };
}

/**
 * The page's ids (and one more) among the listed names containing `term`, in the list's order: name, then
 * id ascending as the list's own tie-breaker. `name_lower LIKE lower(pattern)` is what `name ILIKE
 * pattern` does (PostgreSQL folds both sides with lower()), with the rows' side folded once, when written.
 */
export function listedNameMatchIds(search: { term: string; direction: 'ASC' | 'DESC' }, list: ParsedList): SQL {
  const n = listedStudentNames;
  const pattern = `%${escapeLike(search.term)}%`;
  const byName = search.direction === 'DESC' ? sql`${n.name} desc` : sql`${n.name} asc`;
  return sql`select ${n.student_id} from ${n}
    where ${n.name_lower} like lower(${pattern})
    order by ${byName}, ${n.student_id} asc
    limit ${list.limit + 1} offset ${list.offset}`;
}
