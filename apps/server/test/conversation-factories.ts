import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import type { Db } from '../src/db/client.ts';
import { conversations, messages, projects, skills } from '../src/db/schema/index.ts';
import type { CreatedUser } from './factories.ts';
import type { CreatedStudent } from './student-factories.ts';

/**
 * A conversation between a customer and a student, with a project unless `project: false`. Inserted
 * directly so conversation tests do not depend on the contact flow.
 */
export async function createConversation(
  db: Db,
  customer: CreatedUser,
  other: CreatedStudent | CreatedUser,
  options: {
    project?: false | { status?: ProjectStatus; name?: string };
    messages?: { from: CreatedUser; content: string }[];
  } = {},
) {
  let projectId: number | null = null;
  if (options.project !== false && 'studentId' in other) {
    const [skill] = await db.select({ id: skills.id }).from(skills).limit(1);
    if (!skill) throw new Error('skills not seeded');
    const [project] = await db
      .insert(projects)
      .values({
        name: options.project?.name ?? 'Testprojekt',
        message: 'Hej, kan du hjælpe?',
        status: options.project?.status ?? 'project-created',
        skill_id: skill.id,
        student_id: other.studentId,
        customer_id: customer.accountId,
        price_type: 'hourly',
        starting_price: 190,
      })
      .returning({ id: projects.id });
    projectId = project?.id ?? null;
  }
  const [conversation] = await db
    .insert(conversations)
    .values({ project_id: projectId, sender_user_id: customer.id, addressee_user_id: other.id })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  let at = Date.now() - 60_000;
  for (const message of options.messages ?? []) {
    at += 1000;
    await db.insert(messages).values({
      conversation_id: conversation.id,
      sender_user_id: message.from.id,
      content: message.content,
      created_at: new Date(at),
    });
  }
  return { id: conversation.id, projectId };
}
