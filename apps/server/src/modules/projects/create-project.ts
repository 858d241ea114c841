import type { CreateProject } from '@studiekraft/shared/schemas/projects';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, validationFailed } from '../../lib/app-error.ts';
import { insertMessage } from '../conversations/message-repository.ts';
import { presentProjectSummary } from './presenter.ts';
import { consumeProjectToken } from './project-token.ts';
import {
  findCustomerForProject,
  findOfferedSkill,
  findStudentForProject,
  insertConversation,
  insertProject,
  insertProjectEvent,
} from './repository.ts';

/** Who asks to create: a logged-in viewer, or the holder of a quick registration's project token. */
export interface ProjectCreator {
  viewer: AccessClaims | null;
  projectToken: string | undefined;
}

/**
 * The user id of the customer on whose behalf the project is created. A Bearer login wins over a token;
 * only customers create projects. A token is used up here, in the project's transaction, so it works
 * exactly once and only if the project is created.
 */
async function creatingUserId(tx: DbOrTx, creator: ProjectCreator, now: Date): Promise<number> {
  if (creator.viewer) {
    if (creator.viewer.accountType !== 'CUSTOMER') throw forbidden();
    return creator.viewer.userId;
  }
  if (!creator.projectToken) throw new AppError('UNAUTHENTICATED');
  const userId = await consumeProjectToken(tx, creator.projectToken, now);
  if (userId === undefined) throw new AppError('UNAUTHENTICATED');
  return userId;
}

/**
 * POST /projects, the contact flow's send (decision 010): in one transaction the project (status
 * project-created, priced from the student's paygrade for the skill at the student's level), its
 * conversation from the customer to the student, the project message as the first message, the
 * project-created event and the e-mail to the student. Any failure rolls all of it back, the token too.
 */
export async function createProject(deps: Pick<Deps, 'config' | 'db' | 'mail'>, creator: ProjectCreator, input: CreateProject) {
  const now = new Date();
  const created = await deps.db.transaction(async (tx) => {
    const userId = await creatingUserId(tx, creator, now);
    const customer = await findCustomerForProject(tx, { userId });
    if (!customer || customer.id !== input.customer_id) throw forbidden();

    // Hidden students (inactive, unconfirmed, private) cannot be contacted, and the caller learns no more
    // about them than about an id that does not exist.
    const student = await findStudentForProject(tx, input.student_id);
    if (!student?.is_public) throw validationFailed({ student_id: ['validation.format'] });
    const skill = await findOfferedSkill(tx, student.id, input.skill_id, student.level_id);
    if (!skill) throw validationFailed({ skill_id: ['validation.format'] });

    const project = await insertProject(tx, {
      name: input.name,
      message: input.message,
      skill_id: skill.id,
      student_id: student.id,
      customer_id: customer.id,
      // Every seeded skill has a paygrade per level; should one be missing, the student prices it hourly
      // in the offer and no starting price is claimed.
      price_type: skill.price_type ?? 'hourly',
      starting_price: skill.starting_price ?? null,
    });
    const conversationId = await insertConversation(tx, {
      project_id: project.id,
      sender_user_id: customer.user_id,
      addressee_user_id: student.user_id,
    });
    await insertMessage(tx, {
      conversation_id: conversationId,
      sender_user_id: customer.user_id,
      content: input.message,
      content_type: 'text',
    });
    await insertProjectEvent(tx, { project_id: project.id, type: 'project-created', user_id: customer.user_id });
    await enqueueEmail(tx, deps.mail.context, student.email, {
      template: 'project-created',
      data: {
        studentName: student.name,
        customerName: `${customer.first_name} ${customer.last_name}`.trim(),
        companyName: customer.company_name,
        projectName: project.name,
        skillName: skill.name,
        message: project.message,
        url: `${deps.config.publicUrl}/conversations/${conversationId}`,
      },
    });
    return presentProjectSummary(project, conversationId);
  });
  deps.mail.poke();
  return created;
}
