export const projectStatuses = [
  'project-created',
  'project-clarification',
  'project-accepted',
  'project-offer-posted',
  'project-offer-accepted',
  'project-finalized',
  'employee-closed-project',
  'student-closed-project',
  'customer-closed-project',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** project-accepted is a legacy value, still treated as open (ARCHITECTURE.md section 5). */
export const openProjectStatuses: readonly ProjectStatus[] = [
  'project-created',
  'project-clarification',
  'project-accepted',
  'project-offer-posted',
  'project-offer-accepted',
];

export const closedProjectStatuses: readonly ProjectStatus[] = [
  'employee-closed-project',
  'student-closed-project',
  'customer-closed-project',
];

export const projectEventTypes = [
  'project-created',
  'project-clarification',
  'employee-closed-project',
  'customer-closed-project',
  'student-closed-project',
  'project-price-offer-posted',
  'project-price-offer-edited',
  'project-price-offer-accepted',
  'project-finalized',
  'project-extra-hours-requested',
  'project-extra-hours-approved',
  'project-extra-hours-declined',
] as const;
export type ProjectEventType = (typeof projectEventTypes)[number];

export const priceTypes = ['hourly', 'unit'] as const;
export type PriceType = (typeof priceTypes)[number];
