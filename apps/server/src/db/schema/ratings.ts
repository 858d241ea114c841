import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { customers, students } from './people.ts';
import { projects } from './projects.ts';

// Its own file: a rating points at a student, a customer and a project, and projects point at people,
// so beside the people it would close a circle of imports.
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The finalized project a customer rated (decision 020); null for ratings staff add by hand. */
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    score: smallint('score').notNull(),
    name: text('name').notNull(),
    position: text('position'),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    index('ratings_student_idx').on(t.student_id, t.created_at),
    // One rating per project: the last guard when two posts for the same project race (decision 020).
    uniqueIndex('ratings_project_unique').on(t.project_id),
    check('ratings_score_range', sql`${t.score} between 1 and 5`),
  ],
);
