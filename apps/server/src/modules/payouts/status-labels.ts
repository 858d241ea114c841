import type { PayoutStatus } from '@studiekraft/shared/schemas/payouts';

/**
 * The payout statuses in Danish as the staff screens show them (da.json payouts.status), for what the server
 * writes for staff to read: the payroll export and the audit log's export (danish-words.test.ts keeps them
 * equal to da.json).
 */
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  pending: 'Afventer',
  paid: 'Udbetalt',
  cancelled: 'Annulleret',
};
