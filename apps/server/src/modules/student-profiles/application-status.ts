import type { ApplicationStatus } from '@studiekraft/shared/schemas/student-application';

// A student's application as the student's record shows it (staff includes); the applications module builds on
// this and on the student's slug, so both live with the student.

/**
 * One status from the stored facts (decision 023): a decision (accepted_at, rejected_at) wins over the
 * student's application_status, which only knows received and reviewed.
 */
export function applicationStatusOf(row: {
  accepted_at: Date | null;
  rejected_at: Date | null;
  reviewed_at: Date | null;
}): ApplicationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.rejected_at) return 'rejected';
  return row.reviewed_at ? 'reviewed' : 'received';
}

/** Files are named by their position; their storage paths never leave the server. */
export const presentApplicationFiles = (files: readonly { original_filename: string }[]) =>
  files.map((file, index) => ({ index, original_filename: file.original_filename }));
