import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { FastifyInstance } from 'fastify';
import type { CsvColumn } from '../../lib/csv.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
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
  { header: 'Navn', value: (e) => e.entity_label ?? '' },
  { header: 'Før', value: (e) => json(e.before) },
  { header: 'Efter', value: (e) => json(e.after) },
];

/**
 * GET /audit-log.csv: the log as filtered and sorted, paging ignored, up to the export cap like every
 * staff export (X-Export-Truncated when cut).
 */
export function exportAuditLog(app: FastifyInstance, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), auditListResource, { maxLimit: pageSizes.maxLimit });
  return buildCsvExport(columns, async (maxRows) => {
    const { rows } = await listAuditEntries(app.database.db, { ...list, limit: maxRows, offset: 0 });
    return rows.map(presentAuditEntry);
  });
}
