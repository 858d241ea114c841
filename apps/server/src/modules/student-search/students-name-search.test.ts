import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { listedStudentNames } from '../../db/schema/index.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { listStudents, publicStudentListResource, visibilityFilterKeys } from './repository.ts';

// A name search sorts its matches when they are few and walks the (name, id) index when they are many
// (decision 030); both must give the same pages and totals.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const names = ['Mikkel Holm', 'Mikala Berg', 'Anne Mikkelsen', 'Søren Mik', 'Ørsted Mikkelsen', 'Bo Lund', 'Mika Dam'];
  for (const name of names) await createStudent(t.database.db, { name });
  await createStudent(t.database.db, { name: 'Mikkel Privat', isPrivate: true });
});
afterAll(() => t.close());

const search = (query: object, nameSearchSortLimit: number) =>
  listStudents(t.database.db, parseListQuery(query, publicStudentListResource), {
    staff: true,
    skills: undefined,
    nameSearchSortLimit,
    nameSearchSortShare: 1,
  }).then(({ rows, total }) => ({ names: rows.map((row) => row.name), total }));

const nameCt = (value: string) => ({ filter_groups: [{ filters: [{ key: 'name', value, operator: 'ct' }] }] });

describe('the name search', () => {
  it.each([
    [{ ...nameCt('mik'), limit: 2, page: 0 }],
    [{ ...nameCt('mik'), limit: 2, page: 1 }],
    [{ ...nameCt('mik'), limit: 2, page: 3 }],
    [{ ...nameCt('mik'), limit: 2, page: 9 }],
    [{ ...nameCt('MIK'), limit: 5, page: 0, sort: [{ key: 'name', direction: 'DESC' }] }],
    [{ ...nameCt('mik'), limit: 3, page: 1, sort: [{ key: 'created_at', direction: 'ASC' }] }],
    [{ ...nameCt('zzz'), limit: 3, page: 0 }],
  ])('gives the same page whether it sorts the matches or walks the index (%j)', async (query) => {
    expect(await search(query, 10_000)).toEqual(await search(query, 0));
  });

  it('pages through the matches in name order with their total', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => search({ ...nameCt('mik'), limit: 2, page }, 10_000)));
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
    expect(pages.flatMap((page) => page.names)).toEqual([
      'Anne Mikkelsen',
      'Mika Dam',
      'Mikala Berg',
      'Mikkel Holm',
      'Mikkel Privat',
      'Søren Mik',
      'Ørsted Mikkelsen',
    ]);
  });

  it.each([10_000, 0])(
    'reuses its statements for the same query and still reads current rows (sort limit %i)',
    async (nameSearchSortLimit) => {
      const query = { ...nameCt('zorro'), limit: 2, page: 0 };
      const keyed = () =>
        listStudents(t.database.db, parseListQuery(query, publicStudentListResource), {
          staff: true,
          skills: undefined,
          statementKey: `test|${nameSearchSortLimit}|${JSON.stringify(query)}`,
          nameSearchSortLimit,
          nameSearchSortShare: 1,
        }).then(({ rows, total }) => ({ names: rows.map((row) => row.name), total }));
      const before = await keyed();
      await createStudent(t.database.db, { name: `Zorro ${nameSearchSortLimit === 0 ? 'Walk' : 'Sort'}` });
      const after = await keyed();
      expect(after.total).toBe(before.total + 1);
      expect(after.names).toContain(`Zorro ${nameSearchSortLimit === 0 ? 'Walk' : 'Sort'}`);
    },
  );
});

// A public name search sorted by name sorts its matches among listed_student_names (decision 041); it must
// answer as the walk over `students` does: case folded the same way (Danish letters too), LIKE's own
// characters taken literally, equal names in id order whichever way the names sort, private students out.
describe('the public name search among the listed names', () => {
  beforeAll(async () => {
    const names = ['Lars Lund', 'Lars Lund', 'Åse Larsen', 'Lærke LARSEN', 'Lar_s Understreg', 'Lar%s Procent', 'Ølars Ø'];
    for (const name of names) await createStudent(t.database.db, { name });
    await createStudent(t.database.db, { name: 'Lars Privat', isPrivate: true });
  });

  const publicSearch = (query: object, nameSearchSortLimit: number) =>
    listStudents(t.database.db, parseListQuery(query, publicStudentListResource, { ignoreFilters: visibilityFilterKeys }), {
      staff: false,
      skills: undefined,
      nameSearchSortLimit,
      nameSearchSortShare: 1,
    }).then(({ rows, total }) => ({ ids: rows.map((row) => row.id), names: rows.map((row) => row.name), total }));

  it.each([
    [{ ...nameCt('lars'), limit: 2, page: 0 }],
    [{ ...nameCt('LARS'), limit: 2, page: 1 }],
    [{ ...nameCt('lars'), limit: 2, page: 2 }],
    [{ ...nameCt('lars'), limit: 3, page: 0, sort: [{ key: 'name', direction: 'DESC' }] }],
    [{ ...nameCt('ølars'), limit: 5, page: 0 }],
    [{ ...nameCt('r_s'), limit: 5, page: 0 }],
    [{ ...nameCt('r%s'), limit: 5, page: 0 }],
    [{ ...nameCt('lars'), limit: 9, page: 5 }],
  ])('gives the same page as the walk over students (%j)', async (query) => {
    expect(await publicSearch(query, 10_000)).toEqual(await publicSearch(query, -1));
  });

  it('lists the matches in name order, equal names by id, without the private student', async () => {
    const { names, ids, total } = await publicSearch({ ...nameCt('lars'), limit: 9, page: 0 }, 10_000);
    expect(names).toEqual(['Lars Lund', 'Lars Lund', 'Lærke LARSEN', 'Åse Larsen', 'Ølars Ø']);
    expect(ids[0]).toBeLessThan(ids[1] ?? 0);
    expect(total).toBe(5);
    const descending = await publicSearch(
      { ...nameCt('lars lund'), limit: 9, page: 0, sort: [{ key: 'name', direction: 'DESC' }] },
      10_000,
    );
    expect(descending.ids).toEqual(ids.slice(0, 2));
  });

  it('reads its matches from listed_student_names, also with the visibility filters the web app sends', async () => {
    const asTheWebAppAsks = {
      filter_groups: [
        {
          filters: [
            { key: 'activated', value: 1, operator: 'eq' },
            { key: 'is_private', value: 1, operator: 'neq' },
            { key: 'name', value: 'procent', operator: 'ct' },
          ],
        },
      ],
      limit: 5,
      page: 0,
    };
    const [first] = (await publicSearch({ ...nameCt('procent'), limit: 9, page: 0 }, 10_000)).ids;
    expect(first).toBeDefined();
    await t.database.db.delete(listedStudentNames).where(eq(listedStudentNames.student_id, first ?? 0));
    // Sorted among the listed names, the student is gone; the walk over students (a sort limit no count is
    // under) still finds it.
    expect((await publicSearch({ ...nameCt('procent'), limit: 9, page: 0 }, 10_000)).ids).toEqual([]);
    expect((await publicSearch(asTheWebAppAsks, 10_000)).ids).toEqual([]);
    expect((await publicSearch({ ...nameCt('procent'), limit: 9, page: 0 }, -1)).ids).toEqual([first]);
  });
});
