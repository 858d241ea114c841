import { type SQL, sql } from 'drizzle-orm';
import { students, users } from '../../db/schema/index.ts';
import type { ParsedList } from '../../plugins/list-query.ts';
import { listedNameMatchIds, listedNameSearch } from './listed-name-search.ts';

/**
 * The page's ids among a name search's matches: a plain name search sorted by name sorts them among the
 * listed names alone (decision 041), any other among `students` rows.
 */
export function matchIdsSorted(where: SQL | undefined, staff: boolean, order: SQL[], list: ParsedList): SQL {
  const byListedName = listedNameSearch(list, staff);
  return byListedName ? listedNameMatchIds(byListedName, list) : sortedMatchIds(where, staff, order, list);
}

/**
 * The query of the page's ids (and one more) among a name search's matches, sorted after they are found. A CTE named
 * like the table shadows it, so the list's own ORDER BY (written against `students`) sorts the
 * materialised matches, where no index order exists to walk; it carries every column a sort can name.
 * The public scope reads `students` alone (`listed`, decision 038); for staff filters each match's user is
 * looked up by key (a LATERAL the planner cannot turn into a hash join over every user): a few thousand
 * lookups instead of a scan of all users.
 */
function sortedMatchIds(where: SQL | undefined, staff: boolean, order: SQL[], list: ParsedList): SQL {
  const s = students;
  const byUser = staff
    ? sql` cross join lateral (select * from ${users} where ${users.id} = ${s.user_id} offset 0) as ${users}`
    : sql``;
  return sql`with ${s} as materialized (
      select ${s.id}, ${s.name}, ${s.created_at}, ${s.average_rating}, ${s.ratings_count}, ${s.level_id}
      from ${s}${byUser}
      where ${where}
    )
    select ${s.id} from ${s} order by ${sql.join(order, sql`, `)}
    limit ${list.limit + 1} offset ${list.offset}`;
}
