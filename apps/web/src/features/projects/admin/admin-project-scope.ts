import { type ProjectStatus, projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { openStatuses } from '@studiekraft/shared/rules/project-lifecycle';

export interface AdminProjectScope {
  statuses: readonly ProjectStatus[];
  /** The closed lists date their rows by when they ended ('Afsluttet'), the others by creation ('Oprettet'). */
  closed: boolean;
}

const closedStatuses = projectStatuses.filter((status) => !openStatuses.includes(status));

/** The menu entry under /administration/projects: all, open, applications (the closed filter) or a status. */
export function adminProjectScope(segment: string | undefined): AdminProjectScope {
  if (segment === 'open') return { statuses: openStatuses, closed: false };
  if (segment === 'applications') return { statuses: closedStatuses, closed: true };
  const status = projectStatuses.find((value) => value === segment);
  if (status) return { statuses: [status], closed: closedStatuses.includes(status) };
  return { statuses: [], closed: false };
}
