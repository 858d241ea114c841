import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels, studentSkills, students, users } from '../../db/schema/index.ts';
import type { CustomFilter, ListResource, ParsedList } from '../../plugins/list-query.ts';
import { type SkillsOption, type StudentSkillRow, studentSkillsColumn } from './student-skills-sql.ts';
import { publicStudentCondition } from './visibility.ts';

export type StudentInclude = 'user' | 'level' | 'skills' | 'skills.paygrades' | 'projects' | 'application';
export const studentIncludes: readonly StudentInclude[] = [
  'user',
  'level',
  'skills',
  'skills.paygrades',
  'projects',
  'application',
];
/** Includes only employees receive; for anyone else they are accepted and left out (decision 007). */
export const staffOnlyIncludes: readonly StudentInclude[] = ['user', 'projects', 'application'];

const int4 = 2_147_483_647;
const toId = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= int4 ? n : undefined;
};

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
    created_at: students.created_at,
    email: users.email,
  },
};

/** Already forced by the visibility rule for non-employees, so what they send cannot widen or empty it. */
export const visibilityFilterKeys: ReadonlySet<string> = new Set(['activated', 'is_private']);

const columns = {
  id: students.id,
  user_id: students.user_id,
  name: students.name,
  slug: students.slug,
  short: students.short,
  is_new: students.is_new,
  average_rating: students.average_rating,
  ratings_count: students.ratings_count,
  created_at: students.created_at,
  avatar_path: users.avatar_path,
  level_id: levels.id,
  level_key: levels.key,
  level_name: levels.name,
  level_order: levels.order,
};
export type StudentRow = {
  id: number;
  user_id: number;
  name: string;
  slug: string;
  short: string | null;
  is_new: boolean;
  average_rating: number | null;
  ratings_count: number;
  created_at: Date;
  avatar_path: string | null;
  level_id: number;
  level_key: string;
  level_name: string;
  level_order: number;
  /** Present when skills were asked for. */
  skills?: StudentSkillRow[];
};

const scopedWhere = (list: ParsedList<StudentInclude>, staff: boolean) =>
  and(staff ? undefined : publicStudentCondition, list.where);

/**
 * One page of students and the total in one statement. The inner query finds the page's ids over the
 * narrow join (visibility and sort columns only) with `count(*) over ()`, which is computed over every
 * match before LIMIT, so rows and total come from one scan; only the page's rows are then read in full.
 * A page past the end (no row to carry the total) costs a second, counting query.
 */
export async function listStudents(
  db: DbOrTx,
  list: ParsedList<StudentInclude>,
  options: { staff: boolean; skills: SkillsOption },
) {
  const { staff } = options;
  const where = scopedWhere(list, staff);
  const page = db.$with('page').as(
    db
      .select({ id: sql<number>`${students.id}`.as('page_id'), total: sql<number>`count(*) over ()`.as('total') })
      .from(students)
      .innerJoin(users, eq(users.id, students.user_id))
      .where(where)
      .orderBy(...list.orderBy, asc(students.id))
      .limit(list.limit)
      .offset(list.offset),
  );
  const rows = await db
    .with(page)
    .select({
      ...columns,
      total: sql<number>`${page.total}`.mapWith(Number),
      ...(options.skills ? { skills: studentSkillsColumn(options.skills) } : {}),
    })
    .from(page)
    .innerJoin(students, eq(students.id, page.id))
    .innerJoin(users, eq(users.id, students.user_id))
    .innerJoin(levels, eq(levels.id, students.level_id))
    .orderBy(...list.orderBy, asc(students.id));
  const total = rows[0]?.total ?? (list.offset > 0 ? await countWhere(db, where) : 0);
  return { rows: rows as StudentRow[], total };
}

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(students).innerJoin(users, eq(users.id, students.user_id)).where(where);
  return row?.total ?? 0;
}

export const countStudents = (db: DbOrTx, list: ParsedList<StudentInclude>, staff: boolean) =>
  countWhere(db, scopedWhere(list, staff));

export type StudentDetailRow = StudentRow & { about: string | null; is_public: boolean };

/** One student by id or slug, with what the caller needs to decide whether this viewer may see it. */
export async function findStudent(
  db: DbOrTx,
  by: { id: number } | { slug: string },
  skills: SkillsOption,
): Promise<StudentDetailRow | undefined> {
  const [row] = await db
    .select({
      ...columns,
      ...(skills ? { skills: studentSkillsColumn(skills) } : {}),
      about: students.about,
      is_public: sql<boolean>`coalesce(${publicStudentCondition}, false)`.mapWith(Boolean),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .innerJoin(levels, eq(levels.id, students.level_id))
    .where('id' in by ? eq(students.id, by.id) : eq(students.slug, by.slug))
    .limit(1);
  return row;
}

/** Just the visibility facts, for the ratings and references of a student. */
export async function findStudentVisibility(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: students.id,
      user_id: students.user_id,
      is_public: sql<boolean>`coalesce(${publicStudentCondition}, false)`.mapWith(Boolean),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(students.id, id));
  return row;
}
