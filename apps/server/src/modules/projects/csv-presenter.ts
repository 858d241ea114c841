import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { type CsvColumn, csvDate } from '../../lib/csv.ts';
import type { ProjectExportRow } from './project-query-repository.ts';

/** The statuses as the staff table shows them (da.json projectStatus): the export is read in Danish. */
const statusLabels: Record<ProjectStatus, string> = {
  'project-created': 'Oprettet',
  'project-clarification': 'Under afklaring',
  'project-accepted': 'Accepteret',
  'project-offer-posted': 'Tilbud sendt',
  'project-offer-accepted': 'Tilbud accepteret',
  'project-finalized': 'Afsluttet',
  'employee-closed-project': 'Lukket af medarbejder',
  'student-closed-project': 'Lukket af studerende',
  'customer-closed-project': 'Lukket af kunde',
};

/**
 * The columns of GET /projects.csv: what the 'Alle Projekter' table shows, plus the project's value in
 * kroner (as GET /projects/value sums it). Nothing else leaves: no notes, prices offered or contact data.
 */
export const projectCsvColumns: CsvColumn<ProjectExportRow>[] = [
  { header: 'Id', value: (p) => p.id },
  { header: 'Navn', value: (p) => p.name },
  { header: 'Status', value: (p) => statusLabels[p.status] },
  { header: 'Kunde', value: (p) => `${p.customer_first_name} ${p.customer_last_name}`.trim() },
  { header: 'Studerende', value: (p) => p.student_name },
  { header: 'Kompetence', value: (p) => p.skill_name },
  { header: 'Oprettet', value: (p) => csvDate(p.created_at) },
  { header: 'Afsluttet', value: (p) => csvDate(p.finalized_at ?? p.cancelled_at) },
  { header: 'Værdi (kr.)', value: (p) => p.value },
];
