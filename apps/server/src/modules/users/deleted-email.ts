/** The unique address a deleted user's e-mail becomes: `.invalid` can never receive mail (RFC 2606). */
export const deletedEmail = (userId: number) => `slettet-${userId}@slettet.invalid`;
/** Matches every address `deletedEmail` makes (SQL LIKE): how the retention job knows an anonymised account. */
export const deletedEmailLike = 'slettet-%@slettet.invalid';
