export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry changed, in the order the server wrote them. The server stores only the touched
 * fields (decision 018), but an edit may resend an unchanged value; those are left out. A deletion has
 * only "before", a creation only "after": every field shows, the missing side as nothing.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !(before && after) || !same(change.before, change.after));
}
