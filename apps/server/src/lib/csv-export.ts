import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { FastifyReply } from 'fastify';
import { type CsvColumn, csvDate, toCsv } from './csv.ts';

/**
 * The most rows one staff export holds. Past it the file is cut and says so in `X-Export-Truncated`,
 * so one click cannot build an unbounded document in memory; narrow the filters to get the rest.
 */
export const exportRowCap = pageSizes.exportRows;

/**
 * A list's query without its paging: an export takes the table's filters, sorts and search and ignores
 * which page the table was on and its page size.
 */
export function withoutPaging(rawQuery: unknown): Record<string, unknown> {
  if (!rawQuery || typeof rawQuery !== 'object') return {};
  return Object.fromEntries(Object.entries(rawQuery).filter(([key]) => key !== 'limit' && key !== 'page'));
}

export interface CsvExport {
  csv: string;
  /** More rows matched than exportRowCap. */
  truncated: boolean;
}

/** Loads one row more than the cap (one query), to know whether the export was cut. */
export async function buildCsvExport<Row>(
  columns: CsvColumn<Row>[],
  load: (maxRows: number) => Promise<Row[]>,
): Promise<CsvExport> {
  const rows = await load(exportRowCap + 1);
  const truncated = rows.length > exportRowCap;
  return { csv: toCsv(columns, truncated ? rows.slice(0, exportRowCap) : rows), truncated };
}

/** The download: a dated Danish file name (projekter-2026-11-24.csv, the day in Copenhagen). */
export function sendCsvExport(reply: FastifyReply, baseName: string, result: CsvExport, now = new Date()) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${csvDate(now)}.csv"`)
    .header('x-export-truncated', String(result.truncated))
    .header('cache-control', 'no-store')
    .send(result.csv);
}
