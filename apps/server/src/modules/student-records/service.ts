import type { SumByDatePeriodQuery } from '@studiekraft/shared/schemas/date-periods';
import { students } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { sumByDatePeriod } from '../../lib/date-periods.ts';
import { studentStats } from './staff-repository.ts';

/** New students per period for the staff dashboard's chart, every student whatever their visibility. */
export function sumStudentsByDatePeriod(deps: Pick<Deps, 'db'>, query: SumByDatePeriodQuery) {
  return sumByDatePeriod(deps.db, { table: students, createdAt: students.created_at }, query);
}

/** GET /students/stats (employees): the stats block of the staff student pages. */
export function getStudentStats(deps: Pick<Deps, 'db'>) {
  return studentStats(deps.db);
}
