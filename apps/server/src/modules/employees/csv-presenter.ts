import { type CsvColumn, csvDate } from '../../lib/csv.ts';
import type { EmployeeExportRow } from './repository.ts';

/** The columns of GET /employees.csv: what the staff table shows (name, created, deactivated or not). */
export const employeeCsvColumns: CsvColumn<EmployeeExportRow>[] = [
  { header: 'Id', value: (e) => e.id },
  { header: 'Navn', value: (e) => e.name },
  { header: 'Oprettet', value: (e) => csvDate(e.created_at) },
  { header: 'Status', value: (e) => (e.activated ? 'Aktiv' : 'Deaktiveret') },
];
