import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { employeeCsvColumns } from './csv-presenter.ts';
import { presentEmployee } from './presenter.ts';
import { employeeListResource, findEmployee, listEmployeeExportRows, listEmployees, updateEmployee } from './repository.ts';

export async function listEmployeesForStaff(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, employeeListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listEmployees(deps.db, list);
  return { rows: rows.map((r) => presentEmployee(r, list.includes.has('user'))), total };
}

/** GET /employees.csv: the staff directory as filtered and sorted, paging ignored. */
export function exportEmployeesCsv(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), employeeListResource);
  return buildCsvExport(employeeCsvColumns, (maxRows) => listEmployeeExportRows(deps.db, list, maxRows));
}

export async function getEmployee(deps: Pick<Deps, 'db'>, id: number) {
  const row = await findEmployee(deps.db, id);
  if (!row) throw notFound();
  return presentEmployee(row, true);
}

/** Employees edit their own name and phone; nobody edits another employee's. */
export async function editEmployee(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  id: number,
  input: { name?: string; phone_number?: string | null },
) {
  const row = await findEmployee(deps.db, id);
  if (!row) throw notFound();
  if (row.user_id !== viewer.userId) throw forbidden();
  await updateEmployee(deps.db, id, input);
  return getEmployee(deps, id);
}
