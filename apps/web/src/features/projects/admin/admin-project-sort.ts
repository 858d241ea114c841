import { nextStaffSort } from '../../../components/staff-table/next-sort.ts';
import { readSessionStored, writeSessionStored } from '../../../lib/storage.ts';
import { type AdminProjectSort, adminProjectSortKeys } from '../api/get-admin-projects.ts';

const storageKey = 'studiekraft.admin-projects-sort';
/** Spec: the sort is kept for the session, default descending (newest first). */
export const defaultAdminProjectSort: AdminProjectSort = { key: 'created_at', direction: 'DESC' };

export function readAdminProjectSort(): AdminProjectSort {
  try {
    const stored = JSON.parse(readSessionStored(storageKey) ?? 'null') as Partial<AdminProjectSort> | null;
    if (
      stored &&
      adminProjectSortKeys.includes(stored.key as never) &&
      (stored.direction === 'ASC' || stored.direction === 'DESC')
    ) {
      return { key: stored.key as AdminProjectSort['key'], direction: stored.direction };
    }
  } catch {
    // A damaged value is simply the default again.
  }
  return defaultAdminProjectSort;
}

export function writeAdminProjectSort(sort: AdminProjectSort): void {
  writeSessionStored(storageKey, JSON.stringify(sort));
}

/** A new column starts descending (the spec's default); the same column flips. */
export const nextAdminProjectSort = (current: AdminProjectSort, key: AdminProjectSort['key']): AdminProjectSort =>
  nextStaffSort(current, key, 'DESC');
