import { type CsvColumn, csvDate } from '../../lib/csv.ts';
import type { ProjectExportRow } from './project-query-repository.ts';
import { projectStatusLabels } from './status-labels.ts';

/**
 * The columns of GET /projects.csv: what the 'Alle Projekter' table shows, plus the project's value in
 * kroner (as GET /projects/value sums it). Nothing else leaves: no notes, prices offered or contact data.
 */
export const projectCsvColumns: CsvColumn<ProjectExportRow>[] = [
  { header: 'Id', value: (p) => p.id },
  { header: 'Navn', value: (p) => p.name },
  { header: 'Status', value: (p) => projectStatusLabels[p.status] },
  { header: 'Kunde', value: (p) => `${p.customer_first_name} ${p.customer_last_name}`.trim() },
  { header: 'Studerende', value: (p) => p.student_name },
  { header: 'Kompetence', value: (p) => p.skill_name },
  { header: 'Oprettet', value: (p) => csvDate(p.created_at) },
  { header: 'Afsluttet', value: (p) => csvDate(p.finalized_at ?? p.cancelled_at) },
  { header: 'Værdi (kr.)', value: (p) => p.value },
];
