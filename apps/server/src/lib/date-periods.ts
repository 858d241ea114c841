import {
  type DatePeriod,
  maxDatePeriodRangeDays,
  type SumByDatePeriod,
  type SumByDatePeriodQuery,
} from '@studiekraft/shared/schemas/date-periods';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** Business days start and end in Danish time, whatever the server's or the database's time zone. */
const zone = 'Europe/Copenhagen';

/** Fixed literals (never user input), so they can be inlined and the GROUP BY matches the SELECT. */
const labelFormat: Record<DatePeriod, string> = {
  day: 'YYYY-MM-DD',
  week: 'IYYY-"W"IW',
  month: 'YYYY-MM',
  year: 'YYYY',
};

const dayMs = 86_400_000;

/** Today and the first of this month as calendar dates in Danish time. */
function defaultRange(now: Date): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * Counts rows per period of `createdAt` between two calendar dates (both inclusive), the
 * sum-by-date-period convention of the admin dashboard. Every period of the range gets a label, in
 * order, with 0 when nothing was created then, so the chart has no gaps.
 */
export async function sumByDatePeriod(
  db: DbOrTx,
  source: { table: PgTable; createdAt: AnyPgColumn; where?: SQL },
  query: SumByDatePeriodQuery,
  now = new Date(),
): Promise<SumByDatePeriod> {
  const defaults = defaultRange(now);
  const from = query.from ?? (query.to && query.to < defaults.from ? query.to : defaults.from);
  const to = query.to ?? (from > defaults.to ? from : defaults.to);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;
  if (days < 0 || days > maxDatePeriodRangeDays) throw new AppError('INVALID_QUERY');

  const format = sql.raw(`'${labelFormat[query.period]}'`);
  const start = sql`(${from}::date::timestamp at time zone ${zone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${zone})`;
  const local = sql`(${source.createdAt} at time zone ${zone})`;
  const counted = and(gte(source.createdAt, start), lt(source.createdAt, end), source.where);
  // Both drivers (pg and PGlite) answer a raw statement with `{ rows }`; count(*) is a bigint string in pg.
  const result = (await db.execute(sql`
    with counts as (
      select to_char(${local}, ${format}) as label, count(*) as total
      from ${source.table}
      where ${counted}
      group by 1
    ), buckets as (
      select to_char(d, ${format}) as label, min(d) as first_day
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      group by 1
    )
    select buckets.label, coalesce(counts.total, 0) as total
    from buckets left join counts on counts.label = buckets.label
    order by buckets.first_day`)) as unknown as { rows: { label: string; total: number | string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.label, Number(row.total)]));
}
