import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { skills, studentSkills } from '../../db/schema/index.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { listStudents, publicStudentListResource, visibilityFilterKeys } from './repository.ts';

// A public skill page sorted by name reads the skill's listed students from student_skills alone, whose
// rows carry their student's name and listed (migration 0015, decision 042); it must answer as the walk
// over students does (`hasSkill in [id]`, which never takes that path).
let t: TestApp;
let skillId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const names = ['Bo Lund', 'Anna Holm', 'Anna Holm', 'Åse Berg', 'Ærø Dam', 'Carl Ny', 'Dora Vik', 'anna lille'];
  for (const name of names) await createStudent(t.database.db, { name, skills: ['logo'] });
  await createStudent(t.database.db, { name: 'Anna Privat', skills: ['logo'], isPrivate: true });
  await createStudent(t.database.db, { name: 'Anna Inaktiv', skills: ['logo'], activated: false });
  await createStudent(t.database.db, { name: 'Anna Andet', skills: ['accounting'] });
  const [logo] = await t.database.db.select({ id: skills.id }).from(skills).where(eq(skills.key, 'logo'));
  skillId = logo?.id ?? 0;
});
afterAll(() => t.close());

const skillQuery = (operator: 'eq' | 'in', page: number, limit: number, direction?: 'ASC' | 'DESC') => ({
  filter_groups: [
    {
      filters: [
        // As the web app sends it: the visibility filters, which add no condition for the public.
        { key: 'activated', value: 1, operator: 'eq' },
        { key: 'is_private', value: 1, operator: 'neq' },
        { key: 'hasSkill', value: operator === 'in' ? [skillId] : skillId, operator },
      ],
    },
  ],
  limit,
  page,
  ...(direction ? { sort: [{ key: 'name', direction }] } : {}),
});

const page = (query: object) =>
  listStudents(t.database.db, parseListQuery(query, publicStudentListResource, { ignoreFilters: visibilityFilterKeys }), {
    staff: false,
    skills: undefined,
  }).then(({ rows, total }) => ({ ids: rows.map((row) => row.id), names: rows.map((row) => row.name), total }));

describe('the public skill page', () => {
  it.each([
    [0, 3, undefined],
    [1, 3, undefined],
    [2, 3, undefined],
    [5, 3, undefined],
    [0, 4, 'DESC'],
    [1, 4, 'DESC'],
    [0, 9, 'ASC'],
  ] as const)('gives the same page as the walk over students (page %i of %i, %s)', async (number, limit, direction) => {
    expect(await page(skillQuery('eq', number, limit, direction))).toEqual(
      await page(skillQuery('in', number, limit, direction)),
    );
  });

  it("lists the skill's listed students in name order, equal names by id, and no one else", async () => {
    const { names, ids, total } = await page(skillQuery('eq', 0, 9));
    expect(names).toEqual(['Anna Holm', 'Anna Holm', 'Bo Lund', 'Carl Ny', 'Dora Vik', 'anna lille', 'Åse Berg', 'Ærø Dam']);
    expect(ids[0]).toBeLessThan(ids[1] ?? 0);
    expect(total).toBe(8);
    const descending = await page(skillQuery('eq', 0, 9, 'DESC'));
    expect(descending.names).toEqual([...names].reverse());
    expect(descending.ids.slice(-2)).toEqual(ids.slice(0, 2));
  });

  it('reads its pages from student_skills', async () => {
    const { ids } = await page(skillQuery('eq', 0, 1));
    const first = ids[0] ?? 0;
    // A copy written behind the triggers' back (they recompute it on any write of the row) shows the source.
    await t.database.db.execute(sql`alter table student_skills disable trigger student_skills_student_copy`);
    try {
      await t.database.db
        .update(studentSkills)
        .set({ student_name: 'Zzz' })
        .where(and(eq(studentSkills.student_id, first), eq(studentSkills.skill_id, skillId)));
      expect((await page(skillQuery('eq', 0, 1))).ids).not.toEqual([first]);
      expect((await page(skillQuery('in', 0, 1))).ids).toEqual([first]);
    } finally {
      await t.database.db.execute(sql`alter table student_skills enable trigger student_skills_student_copy`);
    }
  });
});
