import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels, studentApplications, studentSkills, students, users } from '../../db/schema/index.ts';
import { keyedStatements, prepareUnnamed } from '../../db/statement-cache.ts';
import type { CustomFilter, ListResource, ParsedList } from '../../plugins/list-query.ts';
import { type StudentInclude, type StudentRow, studentColumns, studentIncludes } from '../student-profiles/student-columns.ts';
import { type SkillsOption, studentSkillsColumn } from '../student-profiles/student-skills-sql.ts';
import { publicStudentCondition } from '../student-profiles/visibility.ts';
import { toId } from './filter-id.ts';
import { listedSkillPage, listedSkillPageIds } from './listed-skill-page.ts';
import { type CountCache, countCache, pageTotal } from './page-total.ts';
import { matchIdsSorted } from './sorted-match-ids.ts';

/** `hasSkill eq <skill id>` (or `in` a list, `neq` to exclude): an EXISTS on student_skills, never a join. */
const hasSkill: CustomFilter = (value, operator) => {
  const raw = Array.isArray(value) ? value : operator === 'in' && typeof value === 'string' ? value.split(',') : [value];
  const ids = raw.map(toId);
  if (ids.length === 0 || ids.length > 100 || ids.some((id) => id === undefined)) return undefined;
  const offers = sql`exists (select 1 from ${studentSkills} where ${studentSkills.student_id} = ${students.id} and ${inArray(studentSkills.skill_id, ids as number[])})`;
  if (operator === 'in' || (operator === 'eq' && ids.length === 1)) return offers;
  if (operator === 'neq' && ids.length === 1) return sql`not ${offers}`;
  return undefined;
};

/**
 * `application eq pending|accepted|rejected` (staff): students with an application still undecided, or
 * accepted, or rejected (decision 023). An EXISTS on the application, never a join. Two more (issue 34):
 * `new`, the sign-ups of 'Nye fra tilmelding': waiting for screening, or accepted and still marked new;
 * `admitted`, the marketplace's students the dashboard counts: no application (created by staff) or an
 * accepted one, so an applicant is not a student before screening.
 */
const applicationFilter: CustomFilter = (value, operator) => {
  if (operator !== 'eq' || typeof value !== 'string') return undefined;
  const a = studentApplications;
  const ofStudent = sql`${a.student_id} = ${students.id}`;
  if (value === 'admitted') return sql`not exists (select 1 from ${a} where ${ofStudent} and ${a.accepted_at} is null)`;
  const conditions = new Map([
    ['pending', sql`${a.accepted_at} is null and ${a.rejected_at} is null`],
    ['accepted', sql`${a.accepted_at} is not null`],
    ['rejected', sql`${a.rejected_at} is not null`],
    ['new', sql`${a.rejected_at} is null and (${a.accepted_at} is null or ${students.is_new})`],
  ]);
  const condition = conditions.get(value);
  return condition && sql`exists (select 1 from ${a} where ${ofStudent} and ${condition})`;
};

const sorts = {
  name: students.name,
  created_at: students.created_at,
  // Unrated students rank below any rating in either direction's natural reading.
  average_rating: sql`coalesce(${students.average_rating}, 0)`,
  ratings_count: students.ratings_count,
  // A subquery rather than a join, so the page query joins levels only for the page's own rows.
  level: sql`(select ${levels.order} from ${levels} where ${levels.id} = ${students.level_id})`,
  id: students.id,
};

const publicFilters = {
  id: students.id,
  name: students.name,
  slug: students.slug,
  short: students.short,
  level_id: students.level_id,
  is_new: students.is_new,
  activated: users.activated,
  is_private: students.is_private,
  hasSkill,
};

/** Filters on fields only staff see (application status, e-mail) are not offered to anyone else. */
export const publicStudentListResource: ListResource<StudentInclude> = {
  filters: publicFilters,
  sorts,
  includes: studentIncludes,
  defaultSort: { key: 'name', direction: 'ASC' },
  defaultLimit: 9,
};

export const staffStudentListResource: ListResource<StudentInclude> = {
  ...publicStudentListResource,
  filters: {
    ...publicFilters,
    applicationStatus: students.application_status,
    application: applicationFilter,
    created_at: students.created_at,
    email: users.email,
  },
};

/** Already forced by the visibility rule for non-employees, so what they send cannot widen or empty it. */
export const visibilityFilterKeys: ReadonlySet<string> = new Set(['activated', 'is_private']);

const scopedWhere = (list: ParsedList<StudentInclude>, staff: boolean) =>
  and(staff ? undefined : publicStudentCondition, list.where);

/** Public totals: shared by every request of this process for the same filters, for 30 s (decisions 030, 037). */
const publicCounts = new WeakMap<object, CountCache>();
const publicCountsFor = (db: DbOrTx) => {
  let cache = publicCounts.get(db);
  if (!cache) {
    // Recounted in the background after 20 s, so a busy search never waits for its count (decision 037).
    cache = countCache({ ttlMs: 30_000, max: 1000, refreshAfterMs: 20_000 });
    publicCounts.set(db, cache);
  }
  return cache;
};

/**
 * Up to this many matches, a name search sorts its matches rather than walking the (name, id) index.
 * Names and the name sort are correlated: "Mik" or "Ørsted" match a few thousand students who all sit
 * in one stretch of the alphabet, so a walk meant to stop after a page would read every name before them;
 * the planner assumes matches spread evenly and walks anyway. Sorting a few thousand matches found by the
 * trigram index costs milliseconds, while a term matching tens of thousands ("sen") fills a page within a
 * few dozen rows of a walk (decision 030).
 */
export const nameSearchSortLimit = 10_000;
/**
 * And up to this share of all students: a term matching more ("an": 18 %) fills a page within a few
 * rows of the walk, and a term under 3 letters cannot use the trigram index, so sorting its matches
 * means reading every student.
 */
export const nameSearchSortShare = 0.05;

/** The planner's row estimate for `students` (0 while unknown), kept with the counts. */
const studentsEstimate = (db: DbOrTx) =>
  publicCountsFor(db).get('students reltuples', async () => {
    const result = await db.execute(
      sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'students'::regclass`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  });

/** What a list needs besides its parsed query; the name-search thresholds are overridden only by tests. */
export interface ListStudentsOptions {
  staff: boolean;
  skills: SkillsOption;
  /**
   * Names everything the statements are built from (the raw query and the viewer's scope): the statements
   * are then built on the key's first request and reused (db/statement-cache.ts). Without it, built afresh.
   */
  statementKey?: string;
  nameSearchSortLimit?: number;
  nameSearchSortShare?: number;
}

/**
 * A list query's statements, built once per key: drizzle took about 0.8 ms a request to render them, a third
 * of the server's own time per search (decision 037). On PGlite they are also planned only once (decision 039).
 */
interface ListStatements {
  list: ParsedList<StudentInclude>;
  where: SQL | undefined;
  /** Staff filters may name the user (e-mail, activation); the public scope reads `students` alone. */
  staff: boolean;
  pageOrder: SQL[];
  countKey: string;
  count: { execute(): Promise<{ total: number }[]> };
  /** The page in the list's own order (the index walk), one row more than shown. */
  walk: { execute(): Promise<StudentRow[]> };
  /** The page among a name search's matches, sorted after they are found; built on first use. */
  amongSorted?: { execute(): Promise<StudentRow[]> };
  skills: SkillsOption;
}

const listStatements = keyedStatements<ListStatements>();

function buildListStatements(db: DbOrTx, list: ParsedList<StudentInclude>, options: ListStudentsOptions): ListStatements {
  const where = scopedWhere(list, options.staff);
  const countQuery = countQueryFor(db, where, options.staff);
  const pageOrder = [...list.orderBy, asc(students.id)];
  return {
    list,
    where,
    staff: options.staff,
    pageOrder,
    countKey: cacheKey(countQuery.toSQL()),
    count: prepareUnnamed(db, countQuery),
    walk: prepareUnnamed(db, walkQuery(db, where, list, options, pageOrder)),
    skills: options.skills,
  };
}

/**
 * The page in the list's order: a public skill page sorted by name reads the skill's listed students in
 * name order from `student_skills` alone (decision 042); any other list walks `students`.
 */
function walkQuery(
  db: DbOrTx,
  where: SQL | undefined,
  list: ParsedList<StudentInclude>,
  options: ListStudentsOptions,
  pageOrder: SQL[],
) {
  const bySkill = listedSkillPage(list, options.staff);
  if (!bySkill) return pageQuery(db, where, options.staff, pageOrder, list.limit, list.offset, options.skills);
  const ids = sql`${students.id} = any(array(${listedSkillPageIds(bySkill, list)}))`;
  return pageQuery(db, and(where, ids), options.staff, pageOrder, list.limit, 0, options.skills);
}

/**
 * The page's ids (and one more, to know whether a next page exists) from `students` alone (joined with
 * `users` only for staff filters), then only those rows in full, with their skills.
 */
function pageQuery(
  db: DbOrTx,
  where: SQL | undefined,
  staff: boolean,
  pageOrder: SQL[],
  limit: number,
  offset: number,
  skills: SkillsOption,
) {
  const walked = db.select({ id: sql<number>`${students.id}`.as('page_id') }).from(students);
  const page = db.$with('page').as(
    (staff ? walked.innerJoin(users, eq(users.id, students.user_id)) : walked)
      .where(where)
      .orderBy(...pageOrder)
      .limit(limit + 1)
      .offset(offset),
  );
  return db
    .with(page)
    .select({ ...studentColumns, ...(skills ? { skills: studentSkillsColumn(skills) } : {}) })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(users, eq(users.id, students.user_id))
    .innerJoin(levels, eq(levels.id, students.level_id))
    .orderBy(...pageOrder);
}

/**
 * One page of students and the total of every match. The page's ids (and one more, to know whether a next
 * page exists) come first, over the narrow join: in the order of the (name, id) index for the default
 * sort, so the read stops after those rows instead of sorting and counting every visible student, or, for
 * a name search with few matches, by sorting those matches. Only the page's rows are then read in full,
 * with their skills. The total is free when the page ends the list and otherwise counted, for the public
 * from a short-lived cache: see page-total.ts.
 */
export async function listStudents(db: DbOrTx, parsed: ParsedList<StudentInclude>, options: ListStudentsOptions) {
  const statements =
    options.statementKey === undefined
      ? buildListStatements(db, parsed, options)
      : listStatements(db, options.statementKey, () => buildListStatements(db, parsed, options));
  const { list, where, pageOrder } = statements;
  let counted: Promise<number> | undefined;
  const countOnce = () => {
    counted ??= statements.count.execute().then((rows) => rows[0]?.total ?? 0);
    return counted;
  };
  const cache = options.staff ? undefined : { key: statements.countKey, store: publicCountsFor(db) };
  const matches = list.filterKeys.has('name') ? await (cache ? cache.store.get(cache.key, countOnce) : countOnce()) : undefined;
  const share = options.nameSearchSortShare ?? nameSearchSortShare;
  const estimate = matches === undefined ? 0 : await studentsEstimate(db);
  // An estimate of 0 (a table never analysed, as in a fresh PGlite) leaves only the absolute limit.
  const sortMatches =
    matches !== undefined &&
    matches <= (options.nameSearchSortLimit ?? nameSearchSortLimit) &&
    (estimate <= 0 || matches <= estimate * share);
  let read: StudentRow[];
  if (sortMatches) {
    // The sorted matches' ids are an array subquery of the page statement, evaluated once: one statement
    // fixed by the key, planned once on PGlite (decision 039).
    statements.amongSorted ??= prepareUnnamed(
      db,
      pageQuery(
        db,
        and(where, sql`${students.id} = any(array(${matchIdsSorted(where, statements.staff, pageOrder, list)}))`),
        statements.staff,
        pageOrder,
        list.limit,
        0,
        statements.skills,
      ),
    );
    read = await statements.amongSorted.execute();
  } else {
    read = await statements.walk.execute();
  }
  const total = await pageTotal({ rowsRead: read.length, limit: list.limit, offset: list.offset, count: countOnce, cache });
  return { rows: read.slice(0, list.limit), total };
}

const countQueryFor = (db: DbOrTx, where: SQL | undefined, staff: boolean) => {
  const counted = db.select({ total: count() }).from(students);
  return (staff ? counted.innerJoin(users, eq(users.id, students.user_id)) : counted).where(where);
};

/** The statement and its values name the count exactly: same filters, same count. */
const cacheKey = (query: { sql: string; params: unknown[] }) => `${query.sql}\u0000${JSON.stringify(query.params)}`;

export async function countStudents(db: DbOrTx, list: ParsedList<StudentInclude>, staff: boolean): Promise<number> {
  const [row] = await countQueryFor(db, scopedWhere(list, staff), staff);
  return row?.total ?? 0;
}
