import { type CsvColumn, csvDate } from '../../lib/csv.ts';
import type { StudentExportRow } from './export-repository.ts';

/**
 * The columns of GET /students.csv: what the staff student table shows. No notes, phone numbers, dates
 * of birth or application files.
 */
export const studentCsvColumns: CsvColumn<StudentExportRow>[] = [
  { header: 'Id', value: (s) => s.id },
  { header: 'Navn', value: (s) => s.name },
  { header: 'Email', value: (s) => s.email },
  { header: 'Niveau', value: (s) => s.level_name },
  { header: 'Gennemsnitlig bedømmelse', value: (s) => s.average_rating },
  { header: 'Antal bedømmelser', value: (s) => s.ratings_count },
  { header: 'Ny', value: (s) => (s.is_new ? 'Ja' : 'Nej') },
  { header: 'Oprettet', value: (s) => csvDate(s.created_at) },
  { header: 'Status', value: (s) => (s.activated ? 'Aktiv' : 'Deaktiveret') },
];
