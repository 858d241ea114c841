import type { projects } from '../../db/schema/index.ts';
import type { ProjectUpdateKind } from '../../emails/templates/project-update.ts';
import type { ProjectViewRow } from './project-query-repository.ts';

export type ProjectChanges = Partial<typeof projects.$inferInsert>;

/** What one lifecycle action does to the locked project, decided before anything is written. */
export interface Outcome {
  changes: ProjectChanges;
  /** The system line written into the conversation. */
  line: string;
  kind: ProjectUpdateKind;
  priceText?: string;
  /** Offers: until when the offer stands, as the e-mail states it. */
  validUntil?: string;
  reason?: string;
  eventData?: Record<string, unknown>;
}

export const partyNames = (row: ProjectViewRow) => ({
  customer: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
  student: row.student_name,
});
