/**
 * The values a row had in the fields an edit names (an audit entry's "before", decision 018: only the
 * touched fields, never the whole row).
 */
export function touchedFields(row: Record<string, unknown>, edit: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(edit).map((field) => [field, row[field] ?? null]));
}
