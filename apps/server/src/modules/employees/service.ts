import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { employeeCsvColumns } from './csv-presenter.ts';
import { presentEmployee } from './presenter.ts';
import { employeeListResource, findEmployee, listEmployeeExportRows, listEmployees, updateEmployee } from './repository.ts';

export async function listEmployeesForStaff(app: FastifyInstance, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, employeeListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listEmployees(app.database.db, list);
  return { rows: rows.map((r) => presentEmployee(r, list.includes.has('user'))), total };
}

/** GET /employees.csv: the staff directory as filtered and sorted, paging ignored. */
export function exportEmployeesCsv(app: FastifyInstance, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), employeeListResource);
  return buildCsvExport(employeeCsvColumns, (maxRows) => listEmployeeExportRows(app.database.db, list, maxRows));
}

export async function getEmployee(app: FastifyInstance, id: number) {
  const row = await findEmployee(app.database.db, id);
  if (!row) throw notFound();
  return presentEmployee(row, true);
}

/** Employees edit their own name and phone; nobody edits another employee's. */
export async function editEmployee(
  app: FastifyInstance,
  viewer: AccessClaims,
  id: number,
  input: { name?: string; phone_number?: string | null },
) {
  const row = await findEmployee(app.database.db, id);
  if (!row) throw notFound();
  if (row.user_id !== viewer.userId) throw forbidden();
  await updateEmployee(app.database.db, id, input);
  return getEmployee(app, id);
}
