import { z } from 'zod';
import { pageSizes } from '../constants/limits.ts';

/**
 * The esbenp/bruno list-query convention (ARCHITECTURE.md section 4). Values may arrive in bracket
 * notation (already parsed into objects/arrays) or JSON-encoded strings; `parseJsonish` accepts both.
 */
export const filterOperators = ['eq', 'neq', 'ct', 'sw', 'ew', 'gt', 'gte', 'lt', 'lte', 'in', 'bt'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const parseJsonish = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return JSON.parse(value) as unknown;
};

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const truthy = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

const arrayish = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => {
      const parsed = parseJsonish(value);
      // qs turns `sort[0][key]=x` into an array but `sort={...}` JSON into one object
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const keys = Object.keys(parsed);
        if (keys.every((k) => /^\d+$/.test(k))) return Object.values(parsed);
        return [parsed];
      }
      return parsed;
    },
    z.array(z.preprocess(parseJsonish, item)).max(max),
  );

export const filterSchema = z.strictObject({
  key: z.string().min(1).max(64),
  value: z.union([scalar, z.array(scalar).max(500)]).optional(),
  operator: z.enum(filterOperators).default('eq'),
  not: truthy.optional(),
});
export type Filter = z.infer<typeof filterSchema>;

export const filterGroupSchema = z.strictObject({
  or: truthy.optional(),
  filters: arrayish(filterSchema, 20),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

export const sortSchema = z.strictObject({
  key: z.string().min(1).max(64),
  direction: z
    .string()
    .transform((d) => d.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .default('ASC'),
});
export type Sort = z.infer<typeof sortSchema>;

export const listQuerySchema = z.object({
  includes: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.startsWith('[') ? JSON.parse(value) : [value]) : value),
      z.array(z.string().max(64)).max(20),
    )
    .optional(),
  sort: arrayish(sortSchema, 5).optional(),
  sortBy: z.preprocess(parseJsonish, sortSchema).optional(),
  filter_groups: arrayish(filterGroupSchema, 10).optional(),
  limit: z.coerce.number().int().min(1).max(pageSizes.maxLimit).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).optional(),
  distinct: truthy.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listResponseSchema = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });
