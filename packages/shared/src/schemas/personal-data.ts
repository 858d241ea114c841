import { z } from 'zod';
import { currentPasswordField } from './users.ts';

/**
 * DELETE users/{id}: a user deleting their own account re-enters their password (422
 * `validation.required` when missing, `validation.current_password` when wrong); staff deleting a
 * customer's or student's personal data from the back office send no body (decision 027).
 */
export const deleteAccountSchema = z.object({ password: currentPasswordField().optional() });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** The answer: the user's id; `anonymised` is always true, the rows that bookkeeping law keeps stay. */
export const deleteAccountResponseSchema = z.object({ data: z.object({ id: z.number(), anonymised: z.literal(true) }) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The JSON files of a user's data export (GET users/{id}/export), in the order they are written. */
export const dataExportFiles = [
  'account.json',
  'profile.json',
  'projects.json',
  'messages.json',
  'files.json',
  'invoices.json',
  'payouts.json',
  'ratings-written.json',
  'ratings-received.json',
  'references.json',
  'testimonials.json',
] as const;
export type DataExportFile = (typeof dataExportFiles)[number];

/** What a deleted user's name becomes everywhere it stays visible (messages, ratings, projects). */
export const deletedUserName = 'Slettet bruger';
