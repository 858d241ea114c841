import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What drizzle's prepared queries keep of a select (drizzle-orm 0.45, node-postgres and PGlite alike). */
interface DrizzlePreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** SQL's decoder, which drizzle's types keep internal. */
type WithDecoder = { decoder: Decoder };

/** The decoder drizzle's mapResultRow picks for a selected field, found once instead of for every value. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as unknown as { sql: WithDecoder }).sql.decoder;
}

/**
 * The nested objects drizzle's mapResultRow turns to null: an object whose first column (of a table, two
 * levels deep) is null, whose columns all come from that one table, and whose table a left or right join
 * may leave out (`joinsNotNullableMap` does not mark it as always there). Returned as the object's key
 * and the key of that first column.
 */
function nullableObjects(fields: { path: string[]; field: unknown }[], notNullable: Record<string, boolean>) {
  const objects = new Map<string, { firstKey: string; table: string; oneTable: boolean }>();
  for (const { path, field } of fields) {
    const [objectKey, key] = path;
    if (path.length !== 2 || objectKey === undefined || key === undefined || !is(field, Column)) continue;
    const table = getTableName(field.table);
    const known = objects.get(objectKey);
    if (!known) objects.set(objectKey, { firstKey: key, table, oneTable: true });
    else if (known.table !== table) known.oneTable = false;
  }
  return [...objects]
    .filter(([, object]) => object.oneTable && notNullable[object.table] !== true)
    .map(([objectKey, object]) => ({ objectKey, firstKey: object.firstKey }));
}

/**
 * Rows of a prepared select mapped by a function made once per statement instead of drizzle's
 * `mapResultRow`, which for every value of every row asks which kind of field it has (`is()` walks the
 * prototype chain), iterates the field's path and, for joins, works out again which nested objects to
 * turn to null (decision 053). The result is the object drizzle builds: each value through the same
 * decoder, nested paths as nested objects, a left join's missing row as null by drizzle's rule. Anything
 * that already has a mapper of its own (the relational queries) keeps it.
 */
export function withCompiledRowMapper<P>(prepared: P): P {
  const query = prepared as unknown as DrizzlePreparedSelect;
  const { fields } = query;
  if (!Array.isArray(fields) || fields.length === 0 || query.customResultMapper) return prepared;
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1] ?? '',
    decoder: decoderOf(field),
  }));
  const flat = columns.every((column) => column.parents.length === 0);
  const nullable = query.joinsNotNullableMap ? nullableObjects(fields, query.joinsNotNullableMap) : [];
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < columns.length; index++) {
        const column = columns[index] as (typeof columns)[number];
        let node = result;
        if (!flat) {
          for (const parent of column.parents) {
            node[parent] ??= {};
            node = node[parent] as Record<string, unknown>;
          }
        }
        const raw = row[index];
        node[column.key] = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      }
      for (const { objectKey, firstKey } of nullable) {
        if ((result[objectKey] as Record<string, unknown>)[firstKey] === null) result[objectKey] = null;
      }
      return result;
    });
  return prepared;
}
