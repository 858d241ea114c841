import { projectStatuses } from '@studiekraft/shared/constants/project-statuses';

/**
 * The statuses the staff area lists projects by. project-accepted is only a legacy value (ARCHITECTURE.md
 * section 5), so it gets no menu entry or route. Its own module: the route table (in the first download)
 * needs it, and importing it from admin-menu.ts kept the whole side menu there.
 */
export const adminProjectStatuses = projectStatuses.filter((status) => status !== 'project-accepted');
