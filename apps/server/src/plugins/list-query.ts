import { pageSizes } from '@studiekraft/shared/constants/limits';
import { type Filter, type FilterOperator, type ListQuery, listQuerySchema } from '@studiekraft/shared/schemas/list-query';
import { and, asc, between, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, not, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { isEmployee } from './auth.ts';

type Scalar = string | number | boolean | null;

/** A custom filter maps its value (and operator) to SQL, e.g. hasSkill to an EXISTS subquery. */
export type CustomFilter = (value: Filter['value'], operator: FilterOperator) => SQL | undefined;

export interface ListResource<Include extends string = string> {
  filters: Record<string, AnyPgColumn | CustomFilter>;
  sorts: Record<string, AnyPgColumn | SQL>;
  includes: readonly Include[];
  defaultSort?: { key: string; direction: 'ASC' | 'DESC' };
  defaultLimit?: number;
}

export interface ListQueryOptions {
  /**
   * Keys that are validated like any other filter but add no condition, for viewers whose visibility
   * rule already decides them (public student lists force activated and non-private students).
   */
  ignoreFilters?: ReadonlySet<string>;
  /**
   * The largest `limit` this request may ask for; more is 400 INVALID_QUERY, like any other value outside
   * the convention (clamping would hand back a short page that looks like the end of the list). Defaults
   * to the public cap, so a new list endpoint is capped unless it says why not: staff lists and lists of
   * the viewer's own rows (projects, conversations, messages; spec section 9's 999 and 9999) pass
   * `pageSizes.maxLimit`, public lists `maxLimitFor(viewer)`. A resource's own `defaultLimit` is the
   * server's choice and is not capped (the small catalogues answer in full).
   */
  maxLimit?: number;
}

/**
 * The cap on a public list's `limit` for this viewer: the spec's 9999 for staff only. Logged-in customers
 * and students get the anonymous cap, since a customer account costs nothing to make.
 */
export const maxLimitFor = (viewer: AccessClaims | null | undefined): number =>
  isEmployee(viewer) ? pageSizes.maxLimit : pageSizes.publicMaxLimit;

export interface ParsedList<Include extends string = string> {
  where: SQL | undefined;
  orderBy: SQL[];
  includes: Set<Include>;
  limit: number;
  offset: number;
  distinct: boolean;
  /** The filter keys the request used, for rules that depend on what was asked (a staff-only scope). */
  filterKeys: ReadonlySet<string>;
  /**
   * The filters as asked, in their groups (a group's filters combine with AND, or OR when `or`), for a
   * statement that answers one particular query better than `where` can (decision 041); without those
   * `ignoreFilters` names, which add no condition.
   */
  filterGroups: readonly { or: boolean; filters: readonly Filter[] }[];
  /** The sort as applied (the default when none was asked), before the resource's tie-breaker. */
  sorts: readonly { key: string; direction: 'ASC' | 'DESC' }[];
}

const invalid = () => new AppError('INVALID_QUERY');

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function asScalar(value: Filter['value']): Scalar {
  if (Array.isArray(value)) throw invalid();
  return value ?? null;
}

const int4 = 2_147_483_647;
const intColumnTypes = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgBigInt53']);

/**
 * Coerces a filter value to the column's type before it reaches SQL, so a wrong type is a 400 and not a
 * database error (and thus never a 500).
 */
function coerce(column: AnyPgColumn, value: Scalar): Exclude<Scalar, null> | Date {
  if (value === null) throw invalid();
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  if (enumValues && enumValues.length > 0) {
    if (!enumValues.includes(String(value))) throw invalid();
    return String(value);
  }
  switch (column.dataType) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n) || Math.abs(n) > 1e12) throw invalid();
      if (intColumnTypes.has(column.columnType) && (!Number.isInteger(n) || Math.abs(n) > int4)) throw invalid();
      return n;
    }
    case 'boolean': {
      const flag = filterFlag(value);
      if (flag === undefined) throw invalid();
      return flag;
    }
    case 'date': {
      // A Date, not its ISO string: drizzle's Date-mode timestamp columns map the value with toISOString().
      const d = new Date(String(value));
      if (Number.isNaN(d.getTime())) throw invalid();
      return d;
    }
    default:
      return String(value);
  }
}

function columnCondition(column: AnyPgColumn, filter: Filter): SQL {
  const { operator, value } = filter;
  if (operator === 'in' || operator === 'bt') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
    if (!list || list.length === 0) throw invalid();
    const values = list.map((v) => {
      if (typeof v === 'string' && v.includes('\0')) throw invalid();
      return coerce(column, v);
    });
    if (operator === 'bt') {
      if (values.length !== 2) throw invalid();
      return between(column, values[0], values[1]);
    }
    return inArray(column, values);
  }
  const scalar = asScalar(value);
  if (typeof scalar === 'string' && scalar.includes('\0')) throw invalid();
  if (scalar === null || scalar === '') {
    if (operator === 'eq') return isNull(column);
    if (operator === 'neq') return not(isNull(column));
    throw invalid();
  }
  if (operator === 'ct' || operator === 'sw' || operator === 'ew') {
    if (column.dataType !== 'string' || (column as { enumValues?: unknown[] }).enumValues?.length) throw invalid();
  }
  const typed = operator === 'ct' || operator === 'sw' || operator === 'ew' ? scalar : coerce(column, scalar);
  switch (operator) {
    case 'eq':
      return eq(column, typed);
    case 'neq':
      return ne(column, typed);
    case 'gt':
      return gt(column, typed);
    case 'gte':
      return gte(column, typed);
    case 'lt':
      return lt(column, typed);
    case 'lte':
      return lte(column, typed);
    case 'ct':
      return ilike(column, `%${escapeLike(String(scalar))}%`);
    case 'sw':
      return ilike(column, `${escapeLike(String(scalar))}%`);
    case 'ew':
      return ilike(column, `%${escapeLike(String(scalar))}`);
  }
}

/**
 * The one list-query mechanism every list endpoint uses: validates the raw querystring against the
 * shared schema and the resource's allow-lists, and turns it into Drizzle SQL. Anything outside the
 * allow-lists is 400 INVALID_QUERY; values only ever reach SQL as bound parameters.
 */
export function parseListQuery<Include extends string>(
  raw: unknown,
  resource: ListResource<Include>,
  options: ListQueryOptions = {},
): ParsedList<Include> {
  const query = parseRaw(raw);

  const groups: SQL[] = [];
  const filterKeys = new Set<string>();
  for (const group of query.filter_groups ?? []) {
    const conditions = group.filters.flatMap((filter) => {
      const target = resource.filters[filter.key];
      if (!target || !Object.hasOwn(resource.filters, filter.key)) throw invalid();
      const condition = typeof target === 'function' ? target(filter.value, filter.operator) : columnCondition(target, filter);
      if (!condition) throw invalid();
      filterKeys.add(filter.key);
      if (options.ignoreFilters?.has(filter.key)) return [];
      return [filter.not ? not(condition) : condition];
    });
    if (conditions.length === 0) continue;
    const combined = group.or ? or(...conditions) : and(...conditions);
    if (combined) groups.push(combined);
  }

  const sortRequests = [...(query.sort ?? []), ...(query.sortBy ? [query.sortBy] : [])];
  if (sortRequests.length === 0 && resource.defaultSort) sortRequests.push(resource.defaultSort);
  const orderBy = sortRequests.map((s) => {
    const target = resource.sorts[s.key];
    if (!target || !Object.hasOwn(resource.sorts, s.key)) throw invalid();
    return s.direction === 'DESC' ? desc(target) : asc(target);
  });

  const includes = new Set<Include>();
  for (const include of query.includes ?? []) {
    if (!(resource.includes as readonly string[]).includes(include)) throw invalid();
    includes.add(include as Include);
  }

  if (query.limit !== undefined && query.limit > (options.maxLimit ?? pageSizes.publicMaxLimit)) throw invalid();
  const limit = query.limit ?? resource.defaultLimit ?? pageSizes.defaultLimit;
  return {
    where: groups.length > 0 ? and(...groups) : undefined,
    orderBy,
    includes,
    limit,
    offset: (query.page ?? 0) * limit,
    distinct: query.distinct ?? false,
    filterKeys,
    filterGroups: (query.filter_groups ?? [])
      .map((group) => ({ or: group.or ?? false, filters: group.filters.filter((f) => !options.ignoreFilters?.has(f.key)) }))
      .filter((group) => group.filters.length > 0),
    sorts: sortRequests.map((s) => ({ key: s.key, direction: s.direction === 'DESC' ? 'DESC' : 'ASC' })),
  };
}

function parseRaw(raw: unknown): ListQuery {
  try {
    const result = listQuerySchema.safeParse(raw ?? {});
    if (!result.success) throw invalid();
    return result.data;
  } catch {
    throw invalid();
  }
}

/**
 * Includes for a single-resource GET (`/students/:id?includes[]=skills.paygrades`): the same allow-list
 * as the resource's list; any other list-query parameter there is a 400.
 */
export function parseIncludes<Include extends string>(raw: unknown, allowed: readonly Include[]): Set<Include> {
  const query = parseRaw(raw);
  const { includes, ...rest } = query;
  if (Object.values(rest).some((value) => value !== undefined)) throw invalid();
  const result = new Set<Include>();
  for (const include of includes ?? []) {
    if (!(allowed as readonly string[]).includes(include)) throw invalid();
    result.add(include as Include);
  }
  return result;
}

/**
 * A text filter on a computed expression (a full name made of two columns, say) with the operators a text
 * column has: eq and neq (case-insensitive here, as people type names), ct, sw and ew.
 */
export function textExpressionFilter(expression: SQL): CustomFilter {
  return (value, operator) => {
    if (Array.isArray(value) || value === null || value === undefined || value === '') return undefined;
    const text = escapeLike(String(value));
    switch (operator) {
      case 'eq':
        return ilike(expression, text);
      case 'neq':
        return not(ilike(expression, text));
      case 'ct':
        return ilike(expression, `%${text}%`);
      case 'sw':
        return ilike(expression, `${text}%`);
      case 'ew':
        return ilike(expression, `%${text}`);
      default:
        return undefined;
    }
  };
}

/** Parses a truthy list-filter value ('1', 1, true, 'true'). */
export function filterFlag(value: Filter['value']): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * The total a page already tells without a count: a non-empty page shorter than its limit ends the list,
 * and so does an empty first page. Undefined when only a count can say (a full page, or an empty page
 * past the end). Saves the count query of every small list that fits on one page.
 */
export function totalFromPage(list: Pick<ParsedList, 'limit' | 'offset'>, rowCount: number): number | undefined {
  if (rowCount >= list.limit) return undefined;
  if (rowCount === 0 && list.offset > 0) return undefined;
  return list.offset + rowCount;
}
