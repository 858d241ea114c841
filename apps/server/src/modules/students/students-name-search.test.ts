import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { listStudents, publicStudentListResource } from './repository.ts';

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
