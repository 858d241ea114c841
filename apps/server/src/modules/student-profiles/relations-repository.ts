import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, projects, studentApplications, students, users } from '../../db/schema/index.ts';

/**
 * The employee-only relations of a page of students, each kind in ONE query keyed by student id, so a
 * page of 9 or of 9,999 students costs the same number of round trips (no N+1). Skills come with the
 * student query itself (student-skills-sql.ts).
 */
export interface StaffFieldsRow {
  student_id: number;
  email: string;
  activated: boolean;
  date_of_birth: string | null;
  phone_number: string | null;
  notes: string | null;
  is_private: boolean;
  application_status: 'received' | 'reviewed' | null;
}

export interface ApplicationRow {
  student_id: number;
  id: number;
  message: string | null;
  files: { path: string; original_filename: string }[];
  reviewed_at: Date | null;
  accepted_at: Date | null;
  rejected_at: Date | null;
  created_at: Date;
}

export interface ProjectRow {
  student_id: number;
  id: number;
  name: string;
  status: ProjectStatus;
  skill_id: number;
  customer_id: number;
  /** The customer's name, so the staff table names them instead of a bare 'Se kunde' (issue 34). */
  customer_name: string;
  created_at: Date;
  updated_at: Date;
}

function groupBy<T extends { student_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.student_id);
    if (list) list.push(row);
    else map.set(row.student_id, [row]);
  }
  return map;
}

/** Fields for employees only: contact details, notes and the screening state. */
export async function loadStaffFields(db: DbOrTx, studentIds: readonly number[]): Promise<Map<number, StaffFieldsRow>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      student_id: students.id,
      email: users.email,
      activated: users.activated,
      date_of_birth: students.date_of_birth,
      phone_number: students.phone_number,
      notes: students.notes,
      is_private: students.is_private,
      application_status: students.application_status,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(inArray(students.id, [...studentIds]));
  return new Map(rows.map((row) => [row.student_id, row]));
}

export async function loadApplications(db: DbOrTx, studentIds: readonly number[]): Promise<Map<number, ApplicationRow>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      student_id: studentApplications.student_id,
      id: studentApplications.id,
      message: studentApplications.message,
      files: studentApplications.files,
      reviewed_at: studentApplications.reviewed_at,
      accepted_at: studentApplications.accepted_at,
      rejected_at: studentApplications.rejected_at,
      created_at: studentApplications.created_at,
    })
    .from(studentApplications)
    .where(inArray(studentApplications.student_id, [...studentIds]));
  return new Map(rows.map((row) => [row.student_id, row]));
}

export async function loadProjects(db: DbOrTx, studentIds: readonly number[]): Promise<Map<number, ProjectRow[]>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      student_id: projects.student_id,
      id: projects.id,
      name: projects.name,
      status: projects.status,
      skill_id: projects.skill_id,
      customer_id: projects.customer_id,
      customer_name: sql<string>`trim(${customers.first_name} || ' ' || ${customers.last_name})`,
      created_at: projects.created_at,
      updated_at: projects.updated_at,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .where(inArray(projects.student_id, [...studentIds]))
    .orderBy(desc(projects.updated_at), desc(projects.id));
  return groupBy(rows);
}
