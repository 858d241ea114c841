import { readSessionStored, writeSessionStored } from '../../lib/storage.ts';

// Kept apart from the draft (and its schema) so the contact button can read it without loading the flow.
const openKey = 'studiekraft.contact-flow.open';

/** Whether the contact flow for this student was open when the page was left (reloaded) in this tab. */
export function wasContactFlowOpen(studentId: number): boolean {
  return readSessionStored(openKey) === String(studentId);
}

export function markContactFlowOpen(studentId: number | null): void {
  writeSessionStored(openKey, studentId === null ? null : String(studentId));
}
