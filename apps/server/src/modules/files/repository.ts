import { and, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { customers, projectFiles, projects, students } from '../../db/schema/index.ts';

export type ProjectFileRow = typeof projectFiles.$inferSelect;

export interface ProjectParties {
  id: number;
  customerUserId: number;
  studentUserId: number;
}

/** The two users taking part in a project, or undefined when there is no such project. */
export async function findProjectParties(db: DbOrTx, projectId: number): Promise<ProjectParties | undefined> {
  const [row] = await db
    .select({ id: projects.id, customerUserId: customers.user_id, studentUserId: students.user_id })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

/**
 * Locks the project row for the rest of the transaction, so two uploads racing for the 20th place
 * count one after the other.
 */
export async function lockProject(tx: Tx, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

export async function countProjectFiles(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectFiles).where(eq(projectFiles.project_id, projectId));
  return row?.n ?? 0;
}

export async function insertProjectFile(db: DbOrTx, values: typeof projectFiles.$inferInsert): Promise<ProjectFileRow> {
  const [row] = await db.insert(projectFiles).values(values).returning();
  if (!row) throw new Error('project file not inserted');
  return row;
}

export async function findProjectFile(db: DbOrTx, id: number): Promise<ProjectFileRow | undefined> {
  const [row] = await db.select().from(projectFiles).where(eq(projectFiles.id, id)).limit(1);
  return row;
}

export async function deleteProjectFile(db: DbOrTx, id: number): Promise<ProjectFileRow | undefined> {
  const [row] = await db.delete(projectFiles).where(eq(projectFiles.id, id)).returning();
  return row;
}

export interface FileListFilter {
  projectId?: number;
  /** Only projects this user takes part in. */
  participantUserId?: number;
  /** Leave out what this user uploaded ('Shared with you'). */
  notOwnedBy?: number;
}

/** Newest first; a project holds at most 20 files, so the list is not paged. */
export async function listProjectFiles(db: DbOrTx, filter: FileListFilter): Promise<ProjectFileRow[]> {
  const conditions: SQL[] = [];
  if (filter.projectId !== undefined) conditions.push(eq(projectFiles.project_id, filter.projectId));
  if (filter.notOwnedBy !== undefined) conditions.push(ne(projectFiles.owner_user_id, filter.notOwnedBy));
  if (filter.participantUserId !== undefined) {
    const participant = or(eq(customers.user_id, filter.participantUserId), eq(students.user_id, filter.participantUserId));
    if (participant) conditions.push(participant);
  }
  const rows = await db
    .select({ file: projectFiles })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.project_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .where(and(...conditions))
    .orderBy(desc(projectFiles.created_at), desc(projectFiles.id));
  return rows.map((r) => r.file);
}
