import { pageSizes } from '@studiekraft/shared/constants/limits';
import { auditChangeLines, danishDateTime } from '@studiekraft/shared/rules/audit-entry-text';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import type { ParsedList } from '../../plugins/list-query.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { danishAuditTexts, danishAuditWords as words } from './danish-words.ts';
import { presentAuditEntry } from './presenter.ts';
import { auditListResource, listAuditEntries } from './repository.ts';
import { auditValueNames } from './value-names.ts';

type Entry = ReturnType<typeof presentAuditEntry>;

/** A page of entries, each with the names of the records its values point at. */
async function readEntries(db: DbOrTx, list: ParsedList<never>) {
  const { rows, total } = await listAuditEntries(db, list);
  const names = await auditValueNames(db, rows);
  return { rows: rows.map((row, index) => presentAuditEntry(row, names[index] ?? null)), total };
}

export function listAuditLog(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, auditListResource, { maxLimit: pageSizes.maxLimit });
  return readEntries(deps.db, list);
}

/**
 * Danish and readable, as the panel shows it (issue 34): the time on the Danish clock, the action and
 * the record in words, and each change as 'Felt: før → efter' with names for ids, one change a line.
 */
const columns: CsvColumn<Entry>[] = [
  { header: 'Tidspunkt', value: (e) => danishDateTime(e.created_at) },
  { header: 'Medarbejder', value: (e) => e.employee?.name ?? danishAuditTexts.unknownEmployee },
  { header: 'Handling', value: (e) => words.action(e.action) },
  { header: 'Emne', value: (e) => words.entity(e.entity_type, e.entity_id) },
  { header: 'Navn', value: (e) => e.entity_label ?? '' },
  {
    header: 'Ændringer',
    value: (e) =>
      auditChangeLines(e, words)
        .map((line) => `${line.label}: ${line.before} → ${line.after}`)
        .join('\n'),
  },
];

/**
 * GET /audit-log.csv: the log as filtered and sorted, paging ignored, up to the export cap like every
 * staff export (X-Export-Truncated when cut).
 */
export function exportAuditLog(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), auditListResource, { maxLimit: pageSizes.maxLimit });
  return buildCsvExport(columns, async (maxRows) => {
    const { rows } = await readEntries(deps.db, { ...list, limit: maxRows, offset: 0 });
    return rows;
  });
}
