import { z } from 'zod';
import { priceLimits } from '../constants/price-limits.ts';
import { priceTypes } from '../constants/project-statuses.ts';
import { requiredString } from './fields.ts';

/**
 * Levels, skill groups, skills and paygrades (spec section 3). Response shapes are what any viewer may
 * see; non-employees simply never receive disabled rows. Request bodies are the employee-only writes.
 */
export const levelSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  order: z.number(),
  enabled: z.boolean(),
});
export type Level = z.infer<typeof levelSchema>;

export const paygradeSchema = z.object({
  id: z.number(),
  level_id: z.number(),
  starting_price: z.number(),
  type: z.enum(priceTypes),
});
export type Paygrade = z.infer<typeof paygradeSchema>;

export const skillGroupRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type SkillGroupRef = z.infer<typeof skillGroupRefSchema>;

export const skillSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
  skill_group_id: z.number(),
  paygrades: z.array(paygradeSchema).optional(),
  skillGroup: skillGroupRefSchema.optional(),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  order: z.number(),
  enabled: z.boolean(),
  skills: z.array(skillSchema).optional(),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/** URL segments: lower-case words joined by dashes ('simpel-hjemmeside'). */
export const slugField = () => requiredString(120).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.format' });

/** Content category keys also allow underscores ('web_miscellaneous'), as the landing content uses them. */
export const catalogueKeyField = () => requiredString(120).regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, { error: 'validation.format' });

const orderField = () =>
  z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.type' })
    .min(0, { error: 'validation.min' })
    .max(100_000, { error: 'validation.max' });

const enabledField = () => z.boolean({ error: 'validation.type' });

export const createLevelSchema = z.strictObject({
  key: slugField(),
  name: requiredString(120),
  order: orderField(),
  enabled: enabledField().optional(),
});
export type CreateLevel = z.infer<typeof createLevelSchema>;
export const updateLevelSchema = createLevelSchema.partial();
export type UpdateLevel = z.infer<typeof updateLevelSchema>;

export const createSkillGroupSchema = z.strictObject({
  name: requiredString(120),
  slug: slugField(),
  order: orderField().optional(),
  enabled: enabledField().optional(),
});
export type CreateSkillGroup = z.infer<typeof createSkillGroupSchema>;
export const updateSkillGroupSchema = createSkillGroupSchema.partial();
export type UpdateSkillGroup = z.infer<typeof updateSkillGroupSchema>;

export const paygradeInputSchema = z.strictObject({
  level_id: z.number({ error: 'validation.type' }).int().positive().max(2_147_483_647, { error: 'validation.type' }),
  starting_price: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.type' })
    .min(0, { error: 'validation.min' })
    // The same bound as an offer (decision 014): a paygrade is the price a student starts an offer from.
    .max(priceLimits.offerMax, { error: 'validation.max' }),
  type: z.enum(priceTypes, { error: 'validation.type' }),
});
export type PaygradeInput = z.infer<typeof paygradeInputSchema>;

export const createSkillSchema = z.strictObject({
  skill_group_id: z.number({ error: 'validation.type' }).int().positive().max(2_147_483_647, { error: 'validation.type' }),
  key: catalogueKeyField(),
  name: requiredString(120),
  slug: slugField(),
  order: orderField().optional(),
  enabled: enabledField().optional(),
  /** When given, the skill's price table becomes exactly this list (one per level). */
  paygrades: z
    .array(paygradeInputSchema)
    .max(20, { error: 'validation.max' })
    .refine((list) => new Set(list.map((p) => p.level_id)).size === list.length, { error: 'validation.unique' })
    .optional(),
});
export type CreateSkill = z.infer<typeof createSkillSchema>;
export const updateSkillSchema = createSkillSchema.partial();
export type UpdateSkill = z.infer<typeof updateSkillSchema>;

/** DELETE answers whether the row was destroyed or, being in use, only disabled. */
export const deleteResultSchema = z.object({ data: z.object({ id: z.number(), deleted: z.boolean() }) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;
