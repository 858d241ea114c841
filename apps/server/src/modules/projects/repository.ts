import type { PriceType, ProjectEventType } from '@studiekraft/shared/constants/project-statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  conversations,
  customers,
  paygrades,
  projectEvents,
  projects,
  skillGroups,
  skills,
  studentSkills,
  students,
  users,
} from '../../db/schema/index.ts';
import { publicStudentCondition } from '../student-profiles/visibility.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** The customer a project is created for, with what the student's e-mail says about them. */
export async function findCustomerForProject(db: DbOrTx, by: { id: number } | { userId: number }) {
  const [row] = await db
    .select({
      id: customers.id,
      user_id: customers.user_id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      company_name: customers.company_name,
    })
    .from(customers)
    .where('id' in by ? eq(customers.id, by.id) : eq(customers.user_id, by.userId))
    .limit(1);
  return row;
}

/** The student to contact, and whether the public may contact them (decision 007's visibility rule). */
export async function findStudentForProject(db: DbOrTx, studentId: number) {
  const [row] = await db
    .select({
      id: students.id,
      user_id: students.user_id,
      name: students.name,
      level_id: students.level_id,
      email: users.email,
      is_public: sql<boolean>`coalesce(${publicStudentCondition}, false)`.mapWith(Boolean),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

/**
 * The skill if the student offers it and it is bookable (enabled, in an enabled group), with the
 * student's price for it: the paygrade at the student's level, which may be missing.
 */
export async function findOfferedSkill(db: DbOrTx, studentId: number, skillId: number, levelId: number) {
  const [row] = await db
    .select({
      id: skills.id,
      name: skills.name,
      price_type: paygrades.type,
      starting_price: paygrades.starting_price,
    })
    .from(studentSkills)
    .innerJoin(skills, eq(skills.id, studentSkills.skill_id))
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .leftJoin(paygrades, and(eq(paygrades.skill_id, skills.id), eq(paygrades.level_id, levelId)))
    .where(
      and(
        eq(studentSkills.student_id, studentId),
        eq(studentSkills.skill_id, skillId),
        eq(skills.enabled, true),
        eq(skillGroups.enabled, true),
      ),
    )
    .limit(1);
  return row;
}

export async function insertProject(
  db: DbOrTx,
  values: {
    name: string;
    message: string;
    skill_id: number;
    student_id: number;
    customer_id: number;
    price_type: PriceType;
    starting_price: number | null;
  },
): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, status: 'project-created' })
    .returning();
  if (!row) throw new Error('project not inserted');
  return row;
}

export async function insertConversation(
  db: DbOrTx,
  values: { project_id: number | null; sender_user_id: number; addressee_user_id: number },
): Promise<number> {
  const [row] = await db.insert(conversations).values(values).returning({ id: conversations.id });
  if (!row) throw new Error('conversation not inserted');
  return row.id;
}

export async function insertProjectEvent(
  db: DbOrTx,
  values: { project_id: number; type: ProjectEventType; user_id: number | null; data?: Record<string, unknown> },
) {
  await db.insert(projectEvents).values(values);
}
