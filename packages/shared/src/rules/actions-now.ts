import type { PriceType, ProjectStatus } from '../constants/project-statuses.ts';
import { availableActions, canStaffClose, type Party, type ProjectAction } from './project-lifecycle.ts';

export interface ActionContext {
  status: ProjectStatus;
  price_type: PriceType;
  updated_at: Date | string;
  extra_hours_request: { hours: number } | null;
}

/**
 * The actions `who` can take on this project now: the transition table's for the status, less those whose
 * condition beyond the status is not met. The server answers such an action 409 INVALID_TRANSITION; the
 * web app simply does not offer it.
 */
export function actionsNow(project: ActionContext, who: Party, now: Date = new Date()): ProjectAction[] {
  return availableActions(project.status, who).filter((action) => {
    switch (action) {
      case 'close':
        return canStaffClose(project.status, project.updated_at, now);
      case 'requestExtraHours':
        return project.price_type === 'hourly';
      case 'approveExtraHours':
      case 'declineExtraHours':
        return project.extra_hours_request !== null;
      default:
        return true;
    }
  });
}
