import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { FastifyInstance } from 'fastify';
import { type CsvColumn, toCsv } from '../../lib/csv.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { presentAuditEntry } from './presenter.ts';
import { auditListResource, listAuditEntries } from './repository.ts';

type Entry = ReturnType<typeof presentAuditEntry>;

export async function listAuditLog(app: FastifyInstance, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, auditListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listAuditEntries(app.database.db, list);
  return { rows: rows.map(presentAuditEntry), total };
}

const json = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));

/** Danish headers: the export is opened by staff in Excel. */
const columns: CsvColumn<Entry>[] = [
  { header: 'Tidspunkt', value: (e) => e.created_at },
  { header: 'Medarbejder', value: (e) => e.employee?.name ?? '' },
  { header: 'Handling', value: (e) => e.action },
  { header: 'Type', value: (e) => e.entity_type },
  { header: 'Id', value: (e) => e.entity_id },
  { header: 'Før', value: (e) => json(e.before) },
  { header: 'Efter', value: (e) => json(e.after) },
];

/**
 * The list as filtered and sorted, as CSV. Paging is ignored unless asked for: an export is the whole
 * filtered list, up to the staff cap of one page.
 */
export async function exportAuditLog(app: FastifyInstance, rawQuery: unknown) {
  const query = rawQuery && typeof rawQuery === 'object' ? (rawQuery as Record<string, unknown>) : {};
  const list = parseListQuery({ limit: String(pageSizes.maxLimit), ...query }, auditListResource, {
    maxLimit: pageSizes.maxLimit,
  });
  const { rows } = await listAuditEntries(app.database.db, list);
  return toCsv(columns, rows.map(presentAuditEntry));
}
