import type { Deps } from '../../deps.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { staffStudentListResource } from '../student-search/repository.ts';
import { studentCsvColumns } from './csv-presenter.ts';
import { listStudentExportRows } from './export-repository.ts';

/** GET /students.csv (staff only, the route says so): the staff table as filtered and sorted, paging ignored. */
export function exportStudentsCsv(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), staffStudentListResource);
  return buildCsvExport(studentCsvColumns, (maxRows) => listStudentExportRows(deps.db, list, maxRows));
}
