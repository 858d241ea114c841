import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, invoices, messages, projectFiles, projects, skills } from '../../db/schema/index.ts';

/**
 * Whether the project has an invoice or a credit note: then it is bookkeeping and cannot be deleted, and its
 * price is no longer a field to edit (issue 36).
 */
export async function projectHasInvoice(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.project_id, projectId)).limit(1);
  return row !== undefined;
}

export async function findSkillName(db: DbOrTx, skillId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: skills.name }).from(skills).where(eq(skills.id, skillId));
  return row?.name;
}

/** The project row, locked for a deletion, with what goes with it: its messages and its files' stored bytes. */
export async function lockProjectForDeletion(tx: DbOrTx, projectId: number) {
  const [project] = await tx
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      skill_id: projects.skill_id,
      customer_id: projects.customer_id,
      student_id: projects.student_id,
      conversation_id: conversations.id,
    })
    .from(projects)
    .leftJoin(conversations, eq(conversations.project_id, projects.id))
    .where(eq(projects.id, projectId))
    .for('update', { of: projects });
  if (!project) return undefined;
  const [messageCount] = project.conversation_id
    ? await tx.select({ n: count() }).from(messages).where(eq(messages.conversation_id, project.conversation_id))
    : [{ n: 0 }];
  const files = await tx
    .select({ storage_key: projectFiles.storage_key })
    .from(projectFiles)
    .where(eq(projectFiles.project_id, projectId));
  return { ...project, messages: messageCount?.n ?? 0, storageKeys: files.map((f) => f.storage_key) };
}

/** The project goes, and with it (by the foreign keys' cascade) its events, conversation, messages and file rows. */
export async function deleteProjectRow(tx: DbOrTx, projectId: number) {
  await tx.delete(projects).where(eq(projects.id, projectId));
}
