import type { AccountType } from '../constants/account-types.ts';
import type { ProjectEventType, ProjectStatus } from '../constants/project-statuses.ts';

/**
 * The project state machine (ARCHITECTURE.md section 5) as data. The server enforces it and the web app
 * reads it to decide which actions to show, so the two can never disagree.
 */
export const projectActions = [
  'clarify',
  'priceOffer',
  'acceptPriceOffer',
  'requestExtraHours',
  'approveExtraHours',
  'declineExtraHours',
  'finalize',
  'cancel',
  'close',
] as const;
export type ProjectAction = (typeof projectActions)[number];

export type Party = 'customer' | 'student' | 'employee';

export interface Transition {
  action: ProjectAction;
  who: Party;
  from: readonly ProjectStatus[];
  to: ProjectStatus;
  /** Who is e-mailed besides the actor's own copy; 'both' means customer and student. */
  emails: readonly Exclude<Party, 'employee'>[];
}

/** Before a price is accepted; project-accepted is a legacy open value treated like clarification. */
const beforeAcceptance: readonly ProjectStatus[] = [
  'project-created',
  'project-clarification',
  'project-accepted',
  'project-offer-posted',
];

export const openStatuses: readonly ProjectStatus[] = [...beforeAcceptance, 'project-offer-accepted'];

export const transitions: readonly Transition[] = [
  { action: 'clarify', who: 'student', from: ['project-created'], to: 'project-clarification', emails: ['customer'] },
  {
    action: 'priceOffer',
    who: 'student',
    from: beforeAcceptance,
    to: 'project-offer-posted',
    emails: ['customer', 'student'],
  },
  {
    action: 'acceptPriceOffer',
    who: 'customer',
    from: ['project-offer-posted'],
    to: 'project-offer-accepted',
    emails: ['customer', 'student'],
  },
  // Extra hours on accepted hourly work (decision 014): the status stays; the request and the answer are
  // recorded on the project. Whether one is pending is the guard of `actionsNow`.
  {
    action: 'requestExtraHours',
    who: 'student',
    from: ['project-offer-accepted'],
    to: 'project-offer-accepted',
    emails: ['customer'],
  },
  {
    action: 'approveExtraHours',
    who: 'customer',
    from: ['project-offer-accepted'],
    to: 'project-offer-accepted',
    emails: ['student'],
  },
  {
    action: 'declineExtraHours',
    who: 'customer',
    from: ['project-offer-accepted'],
    to: 'project-offer-accepted',
    emails: ['student'],
  },
  {
    action: 'finalize',
    who: 'student',
    from: ['project-offer-accepted'],
    to: 'project-finalized',
    emails: ['customer', 'student'],
  },
  { action: 'cancel', who: 'customer', from: beforeAcceptance, to: 'customer-closed-project', emails: ['student'] },
  { action: 'cancel', who: 'student', from: beforeAcceptance, to: 'student-closed-project', emails: ['customer'] },
  { action: 'close', who: 'employee', from: openStatuses, to: 'employee-closed-project', emails: ['customer', 'student'] },
];

export const partyOf: Record<AccountType, Party> = { CUSTOMER: 'customer', STUDENT: 'student', EMPLOYEE: 'employee' };

export function findTransition(action: ProjectAction, who: Party, status: ProjectStatus): Transition | undefined {
  return transitions.find((t) => t.action === action && t.who === who && t.from.includes(status));
}

/** Whether `who` may ever perform `action` (from some status): a wrong party is 403, a wrong status 409. */
export function isActionOf(action: ProjectAction, who: Party): boolean {
  return transitions.some((t) => t.action === action && t.who === who);
}

export function isOpenStatus(status: ProjectStatus): boolean {
  return openStatuses.includes(status);
}

/** Staff may close a project only after a whole day without activity; days round up (spec section 9). */
export const staffCloseMinInactiveDays = 1;
const dayMs = 86_400_000;

export function daysSince(then: Date | string, now: Date = new Date()): number {
  return Math.ceil((now.getTime() - new Date(then).getTime()) / dayMs);
}

export function canStaffClose(status: ProjectStatus, lastActivityAt: Date | string, now: Date = new Date()): boolean {
  return isOpenStatus(status) && now.getTime() - new Date(lastActivityAt).getTime() >= staffCloseMinInactiveDays * dayMs;
}

/** The actions `who` can take now, in the order the UI lists them. Staff close also needs `canStaffClose`. */
export function availableActions(status: ProjectStatus, who: Party): ProjectAction[] {
  return transitions.filter((t) => t.who === who && t.from.includes(status)).map((t) => t.action);
}

/** The event an action writes; posting over an existing offer is an edit. */
export function eventTypeFor(action: ProjectAction, to: ProjectStatus, hadOffer: boolean): ProjectEventType {
  switch (action) {
    case 'clarify':
      return 'project-clarification';
    case 'priceOffer':
      return hadOffer ? 'project-price-offer-edited' : 'project-price-offer-posted';
    case 'acceptPriceOffer':
      return 'project-price-offer-accepted';
    case 'requestExtraHours':
      return 'project-extra-hours-requested';
    case 'approveExtraHours':
      return 'project-extra-hours-approved';
    case 'declineExtraHours':
      return 'project-extra-hours-declined';
    case 'finalize':
      return 'project-finalized';
    case 'cancel':
    case 'close':
      return to as Extract<ProjectEventType, ProjectStatus>;
  }
}
