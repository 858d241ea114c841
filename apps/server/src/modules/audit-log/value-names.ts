import { type AuditNamedKind, type AuditValueNames, auditNamedFields } from '@studiekraft/shared/rules/audit-entry-text';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, employees, levels, skillGroups, skills, students } from '../../db/schema/index.ts';
import { findParties } from '../conversations/party-repository.ts';

type Values = { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

const maxId = 2_147_483_647;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= maxId;

/** The ids a field holds: one, or a list (skills, employee conversations). */
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId) : isId(value) ? [value] : []);

const customerName = sql<string>`trim(${customers.first_name} || ' ' || ${customers.last_name})`;

/** One query per kind of record, for the ids of a whole page at once. */
const lookups: Record<AuditNamedKind, (db: DbOrTx, ids: number[]) => Promise<{ id: number; name: string | null }[]>> = {
  level: (db, ids) => db.select({ id: levels.id, name: levels.name }).from(levels).where(inArray(levels.id, ids)),
  skill: (db, ids) => db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, ids)),
  skill_group: (db, ids) =>
    db.select({ id: skillGroups.id, name: skillGroups.name }).from(skillGroups).where(inArray(skillGroups.id, ids)),
  customer: (db, ids) => db.select({ id: customers.id, name: customerName }).from(customers).where(inArray(customers.id, ids)),
  student: (db, ids) => db.select({ id: students.id, name: students.name }).from(students).where(inArray(students.id, ids)),
  employee: (db, ids) => db.select({ id: employees.id, name: employees.name }).from(employees).where(inArray(employees.id, ids)),
  // A message's sender is a login: named by the account behind it, as the conversation screens name it.
  user: async (db, ids) => [...(await findParties(db, ids)).values()].map((party) => ({ id: party.user_id, name: party.name })),
};

/**
 * The names of the records the entries' values point at (a level, skills, a customer, a message's
 * sender), so the log reads 'Niveau: Rising Star → Rough Diamond' rather than '3 → 2' (issue 34). A record
 * gone since keeps its id. One entry's names hold only its own fields' ids.
 */
export async function auditValueNames(db: DbOrTx, entries: readonly Values[]): Promise<(AuditValueNames | null)[]> {
  const fields = Object.entries(auditNamedFields) as [keyof typeof auditNamedFields, AuditNamedKind][];
  const wanted = new Map<AuditNamedKind, Set<number>>();
  for (const entry of entries)
    for (const [field, kind] of fields)
      for (const side of [entry.before, entry.after]) {
        const ids = idsOf(side?.[field]);
        if (!ids.length) continue;
        const set = wanted.get(kind) ?? new Set<number>();
        for (const id of ids) set.add(id);
        wanted.set(kind, set);
      }
  const found = new Map<AuditNamedKind, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const rows = await lookups[kind](db, [...ids]);
      found.set(kind, new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : []))));
    }),
  );
  return entries.map((entry) => {
    const names: AuditValueNames = {};
    for (const [field, kind] of fields) {
      for (const id of [...idsOf(entry.before?.[field]), ...idsOf(entry.after?.[field])]) {
        const name = found.get(kind)?.get(id);
        if (name) names[field] = { ...names[field], [String(id)]: name };
      }
    }
    return Object.keys(names).length ? names : null;
  });
}
