import { priceTypes } from '@studiekraft/shared/constants/project-statuses';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const priceTypeEnum = pgEnum('price_type', priceTypes);

export const levels = pgTable(
  'levels',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('levels_key_unique').on(t.key), index('levels_order_idx').on(t.order)],
);

export const skillGroups = pgTable(
  'skill_groups',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('skill_groups_slug_unique').on(t.slug), index('skill_groups_enabled_idx').on(t.enabled)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    skill_group_id: integer('skill_group_id')
      .notNull()
      .references(() => skillGroups.id),
    /** The content category key (content-and-terms.md section 2) that keys the landing content. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('skills_slug_unique').on(t.slug),
    uniqueIndex('skills_key_unique').on(t.key),
    index('skills_group_idx').on(t.skill_group_id),
    index('skills_enabled_idx').on(t.enabled),
    index('skills_name_idx').on(t.name),
  ],
);

/** Price of a skill at a level: hourly (kr. per hour) or unit (fixed price, shown as 'fra ... pr. stk.'). */
export const paygrades = pgTable(
  'paygrades',
  {
    id: id(),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level_id: integer('level_id')
      .notNull()
      .references(() => levels.id),
    starting_price: integer('starting_price').notNull(),
    type: priceTypeEnum('type').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('paygrades_skill_level_unique').on(t.skill_id, t.level_id), index('paygrades_level_idx').on(t.level_id)],
);
