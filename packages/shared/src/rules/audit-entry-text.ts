import type { AuditAction, AuditEntityType } from '../constants/audit.ts';

/**
 * An audit entry in words (issue 34): the one place that turns its codes, ids and raw values into what
 * staff read, shared by the back office's panel (in the interface language) and the CSV export (Danish).
 * The words themselves come from the caller (`AuditWords`): da.json/en.json on screen, the server's
 * Danish table for the export (kept equal to da.json by a test).
 */

/** What an entry's values point at, named by the server when it read the entry: field → id → name. */
export type AuditValueNames = Record<string, Record<string, string>>;

/** The fields whose values are ids of other records, and what they are ids of. */
export const auditNamedFields = {
  level_id: 'level',
  skills: 'skill',
  skill_id: 'skill',
  skill_group_id: 'skill_group',
  customer_id: 'customer',
  student_id: 'student',
  sender_user_id: 'user',
  employee_conversations: 'employee',
} as const;
export type AuditNamedKind = (typeof auditNamedFields)[keyof typeof auditNamedFields];

/** Values that are codes of a closed set, by the set; each caller words them. */
export type AuditValueKind = 'project' | 'application' | 'invoice' | 'payout' | 'password';

export interface AuditWords {
  /** An empty side of a change: a creation has no before, a deletion no after. */
  none: string;
  yes: string;
  no: string;
  action: (action: AuditAction) => string;
  /** The record kind with its id, such as 'Kunde #3'. */
  entity: (type: AuditEntityType, id: number) => string;
  field: (field: string) => string;
  /** A code of a closed set ('reviewed' → 'Gennemset'); the code itself when it has no words. */
  value: (kind: AuditValueKind, code: string) => string;
  /** An amount in kroner with øre. */
  kroner: (amount: number) => string;
}

export interface AuditEntryLike {
  action: AuditAction;
  entity_type: AuditEntityType;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  names?: AuditValueNames | null;
}

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The fields an entry changed, in the order the server wrote them. The server stores only the touched
 * fields (decision 018), but an edit may resend an unchanged value; those are left out. A deletion has
 * only "before", a creation only "after": every field shows, the missing side as nothing, except a field
 * empty on both sides ('Telefon: (intet) → (intet)' says nothing).
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !(empty(change.before) && empty(change.after)))
    .filter((change) => !(before && after) || !same(change.before, change.after));
}

// 'YYYY-MM-DD HH:mm' in Danish time (sv-SE writes that order): the business runs on Copenhagen time.
const copenhagenMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as 'YYYY-MM-DD HH:mm' on the Danish clock, whatever the zone of the machine. */
export function danishDateTime(value: string | Date): string {
  return copenhagenMinute.format(typeof value === 'string' ? new Date(value) : value);
}

const kronerFields = new Set(['pay', 'holiday_pay']);

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Which closed set a field's codes come from in this entry, if any. */
function valueKindOf(entry: AuditEntryLike, field: string): AuditValueKind | null {
  if (field === 'password') return 'password';
  if (field !== 'status') return null;
  if (entry.action.startsWith('application.')) return 'application';
  if (entry.entity_type === 'project') return 'project';
  if (entry.entity_type === 'invoice') return 'invoice';
  if (entry.entity_type === 'payout_month') return 'payout';
  return null;
}

/** One side of a change in words: a name for an id, a label for a code, Danish time for an instant. */
export function auditValueText(entry: AuditEntryLike, field: string, value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return words[value ? 'yes' : 'no'];
  const names = entry.names?.[field];
  if (names && field in auditNamedFields) {
    const name = (id: unknown) => names[String(id)] ?? `#${String(id)}`;
    return Array.isArray(value) ? (value.length ? value.map(name).join(', ') : words.none) : name(value);
  }
  if (typeof value === 'string') {
    const kind = valueKindOf(entry, field);
    if (kind) return words.value(kind, value);
    return isoInstant.test(value) && !Number.isNaN(Date.parse(value)) ? danishDateTime(value) : value;
  }
  // Invoice amounts are kept in øre (decision 025), a paid payroll month's in kroner (decision 026).
  if (typeof value === 'number' && field.endsWith('_ore')) return words.kroner(value / 100);
  if (typeof value === 'number' && kronerFields.has(field)) return words.kroner(value);
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The changes of an entry as labelled lines: 'Status: Gennemset → Godkendt', 'Niveau: Rising Star → …'. */
export function auditChangeLines(entry: AuditEntryLike, words: AuditWords): AuditChangeLine[] {
  return auditChanges(entry.before, entry.after).map((change) => ({
    field: change.field,
    label: words.field(change.field),
    before: auditValueText(entry, change.field, change.before, words),
    after: auditValueText(entry, change.field, change.after, words),
  }));
}
