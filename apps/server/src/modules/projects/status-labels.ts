import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';

/**
 * The project statuses in Danish as the staff table shows them (da.json projectStatus), for what the server
 * writes for staff to read: the projects export and the audit log's export (danish-words.test.ts keeps them
 * equal to da.json).
 */
export const projectStatusLabels: Record<ProjectStatus, string> = {
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
