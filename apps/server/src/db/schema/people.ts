import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { levels, skills } from './catalogue.ts';
import { id, noPendingList, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

export const applicationStatusEnum = pgEnum('application_status', ['received', 'reviewed']);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone_number: text('phone_number').notNull(),
    company_name: text('company_name'),
    vat_number: text('vat_number'),
    /** False while the CVR lookup could not confirm the company; staff verify it later. */
    vat_verified: boolean('vat_verified').notNull().default(false),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    notes: text('notes'),
    /** One of the referral values, or 'other: <free text>'. */
    referral: text('referral'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Created by the contact flow's quick registration; chooses a password when confirming. */
    is_new_registration: boolean('is_new_registration').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_user_unique').on(t.user_id),
    index('customers_created_at_idx').on(t.created_at),
    index('customers_name_idx').on(t.first_name, t.last_name),
    // The staff tables sort and search (ILIKE '%…%', pg_trgm) on the full name as one expression.
    index('customers_full_name_idx').on(sql`(${t.first_name} || ' ' || ${t.last_name})`),
    index('customers_full_name_trgm_idx')
      .using('gin', sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`)
      .with(noPendingList),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    phone_number: text('phone_number'),
    notes: text('notes'),
    short: text('short'),
    about: text('about'),
    level_id: integer('level_id')
      .notNull()
      .references(() => levels.id),
    is_new: boolean('is_new').notNull().default(true),
    is_private: boolean('is_private').notNull().default(false),
    /**
     * Publicly visible (decision 007: activated user, confirmed e-mail, not private), kept by triggers on
     * `students` and `users` (migration 0013), so the public search reads one table instead of looking up
     * every walked student's user: see docs/decisions/038-search-visibility-column.md. Never written by
     * the application.
     */
    listed: boolean('listed').notNull().default(false),
    application_status: applicationStatusEnum('application_status'),
    /**
     * Denormalised from `ratings` by statement-level triggers (migration 0001), so lists of thousands of
     * students show and sort by rating without aggregating: see docs/decisions/007-public-student-data.md.
     */
    ratings_count: integer('ratings_count').notNull().default(0),
    ratings_sum: integer('ratings_sum').notNull().default(0),
    average_rating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`case when ratings_count > 0 then round(ratings_sum::numeric / ratings_count, 2) end`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('students_user_unique').on(t.user_id),
    uniqueIndex('students_slug_unique').on(t.slug),
    index('students_level_idx').on(t.level_id),
    index('students_created_at_idx').on(t.created_at),
    index('students_application_status_idx').on(t.application_status),
    index('students_name_lower_idx').on(sql`lower(${t.name})`),
    // The public search's default order is (name, id): with both in the index a page is read in index
    // order and stops after its rows, instead of sorting every visible student (decision 030).
    index('students_name_id_idx').on(t.name, t.id),
    // The home page's best rated students: the rating sort (unrated as 0, best first, then id) in index
    // order, so three cards do not sort every visible student (decision 030).
    index('students_rating_id_idx').on(sql`coalesce(${t.average_rating}, 0) desc`, t.id),
    index('students_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with(noPendingList),
  ],
);

/**
 * The listed students' names and nothing else, kept by a trigger on `students` (migration 0014): a name
 * search that sorts its matches by name (the typeahead, the search page's name field) reads ~60 rows to a
 * page here where `students` holds ~10, so the few thousand matches of a common name cost a quarter of the
 * pages. `name_lower` is what the trigram index and LIKE match, so no row is case-folded twice
 * (decision 041). Never written by the application.
 */
export const listedStudentNames = pgTable(
  'listed_student_names',
  {
    student_id: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    name_lower: text('name_lower').notNull(),
  },
  (t) => [index('listed_student_names_trgm_idx').using('gin', t.name_lower.op('gin_trgm_ops')).with(noPendingList)],
);

export const studentSkills = pgTable(
  'student_skills',
  {
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    created_at: timestamps.created_at,
    /**
     * The student's name and `listed`, copied by triggers (migration 0015) whatever writes either table,
     * so a skill's public page reads its students in name order from the index below alone instead of
     * walking every student in name order and probing each for the skill (decision 042). Never written by
     * the application.
     */
    student_name: text('student_name').notNull().default(''),
    student_listed: boolean('student_listed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.skill_id] }),
    // Covers the skill filter's count (skill -> student ids) as an index-only scan (decision 030).
    index('student_skills_skill_student_idx').on(t.skill_id, t.student_id),
    index('student_skills_listed_by_name_idx').on(t.skill_id, t.student_name, t.student_id).where(sql`${t.student_listed}`),
  ],
);

/** The applicant's submission (files and chosen skills) kept for staff review. */
export const studentApplications = pgTable(
  'student_applications',
  {
    id: id(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    message: text('message'),
    files: jsonb('files').$type<{ path: string; original_filename: string }[]>().notNull().default([]),
    study_programme: text('study_programme'),
    institution: text('institution'),
    terms_accepted_at: tstz('terms_accepted_at'),
    reviewed_at: tstz('reviewed_at'),
    accepted_at: tstz('accepted_at'),
    /** A rejected application is kept for 6 months, then deleted with its student and files. */
    rejected_at: tstz('rejected_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('student_applications_student_unique').on(t.student_id),
    index('student_applications_rejected_idx').on(t.rejected_at),
  ],
);

/** A student's earlier slugs: a renamed student's old profile link redirects to the new one. */
export const studentSlugHistory = pgTable(
  'student_slug_history',
  {
    slug: text('slug').primaryKey(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('student_slug_history_student_idx').on(t.student_id)],
);

/**
 * Customer testimonials for the home page carousel: a customer writes one (and may delete it), staff
 * approve before it shows. Rows without a customer are seed data or written by staff.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    name: text('name').notNull(),
    position: text('position'),
    company: text('company'),
    approved_at: tstz('approved_at'),
    approved_by: integer('approved_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('testimonials_customer_idx').on(t.customer_id),
    index('testimonials_approved_idx').on(t.approved_at),
    check('testimonials_score_range', sql`${t.score} between 1 and 5`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone_number: text('phone_number'),
    ...timestamps,
  },
  (t) => [uniqueIndex('employees_user_unique').on(t.user_id)],
);

export const references = pgTable(
  'references',
  {
    id: id(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    media_path: text('media_path'),
    media_original_file: text('media_original_file'),
    ...timestamps,
  },
  (t) => [index('references_student_idx').on(t.student_id)],
);
