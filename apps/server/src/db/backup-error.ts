/**
 * A backup or restore that cannot go on, for a reason the operator can act on. Its message is printed
 * as it is (no stack): it names files and counts, never user data.
 */
export class BackupError extends Error {}
