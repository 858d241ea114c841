import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * For the trigram (GIN) indexes that searches read: no pending list. With GIN's default fast update, new
 * entries wait in an unsorted list (up to 4 MB) that every search scans until a vacuum merges them; at
 * 100,000 students scanning that list was most of the typeahead's index time (1.9 ms, 0.2 without it).
 * Names change rarely, so a write that updates the index in place costs little, and a search's time no
 * longer depends on how long ago autovacuum ran (decision 050).
 */
export const noPendingList = { fastupdate: false } as const;
