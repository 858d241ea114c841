import { and, asc, eq, inArray, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { levels, paygrades, skillGroups, skills, studentSlugHistory, students, users } from '../../db/schema/index.ts';
import { visibleSkillCondition } from '../../modules/skills/skill-repository.ts';
import { publicStudentCondition } from '../../modules/student-profiles/visibility.ts';

/** Every public URL backed by the database, for the sitemap: enabled catalogue and visible students. */
export async function loadSitemapEntries(db: DbOrTx) {
  const [groups, skillRows, studentRows] = await Promise.all([
    db
      .select({ slug: skillGroups.slug })
      .from(skillGroups)
      .where(eq(skillGroups.enabled, true))
      .orderBy(asc(skillGroups.order), asc(skillGroups.id)),
    db
      .select({ group: skillGroups.slug, slug: skills.slug })
      .from(skills)
      .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
      .where(visibleSkillCondition)
      .orderBy(asc(skillGroups.order), asc(skills.order), asc(skills.id)),
    db
      .select({ slug: students.slug, updated_at: students.updated_at })
      .from(students)
      .where(publicStudentCondition)
      .orderBy(asc(students.id)),
  ]);
  return { groups, skills: skillRows, students: studentRows };
}

export async function findVisibleGroupBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ name: skillGroups.name, slug: skillGroups.slug })
    .from(skillGroups)
    .where(and(eq(skillGroups.slug, slug), eq(skillGroups.enabled, true)));
  return row;
}

/**
 * What a new student starts at, as the home page's price band shows it (issue 36): the lowest hourly
 * paygrade of the first level that has one, among the skills on the site. Undefined when none has.
 */
export async function findEntryHourlyPrice(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ price: paygrades.starting_price })
    .from(paygrades)
    .innerJoin(levels, eq(levels.id, paygrades.level_id))
    .innerJoin(skills, eq(skills.id, paygrades.skill_id))
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(and(eq(paygrades.type, 'hourly'), eq(levels.enabled, true), visibleSkillCondition))
    .orderBy(asc(levels.order), asc(paygrades.starting_price))
    .limit(1);
  return row?.price;
}

/** By slug, or by content key (links such as /students/search/accounting may carry either). */
export async function findVisibleSkill(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ key: skills.key, name: skills.name, slug: skills.slug, group_slug: skillGroups.slug, group_name: skillGroups.name })
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(and(or(eq(skills.slug, slug), eq(skills.key, slug)), visibleSkillCondition))
    .orderBy(asc(skills.id))
    .limit(1);
  return row;
}

/** Another student's current slug, for the old-slug lookup below: a current slug always wins. */
const slugOwners = alias(students, 'slug_owners');

/**
 * The public student at `/students/{slug}`: the one whose current slug it is, else the one it belonged to
 * before a rename (decision 022). The answer's `slug` is the current one, so a caller that finds it differs
 * knows the link is old (a 301, decision 068). An old slug leads nowhere while any student, visible or not,
 * holds it as their current slug; a hidden, removed or erased student is not found either way.
 */
export async function findPublicStudentBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      name: students.name,
      slug: students.slug,
      short: students.short,
      about: students.about,
      avatar_path: users.avatar_path,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(
      and(
        or(
          eq(students.slug, slug),
          and(
            inArray(
              students.id,
              db.select({ id: studentSlugHistory.student_id }).from(studentSlugHistory).where(eq(studentSlugHistory.slug, slug)),
            ),
            notExists(db.select({ id: slugOwners.id }).from(slugOwners).where(eq(slugOwners.slug, slug))),
          ),
        ),
        publicStudentCondition,
      ),
    )
    .limit(1);
  return row;
}
