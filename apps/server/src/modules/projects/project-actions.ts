import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { realtimeEvents } from '@studiekraft/shared/realtime';
import {
  canStaffClose,
  eventTypeFor,
  findTransition,
  isActionOf,
  partyOf,
  type Transition,
} from '@studiekraft/shared/rules/project-lifecycle';
import type {
  AcceptPriceOffer,
  AnswerExtraHours,
  CancelProject,
  Finalize,
  PriceOffer,
  RequestExtraHours,
} from '@studiekraft/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { insertMessage } from '../conversations/message-repository.ts';
import { presentMessage } from '../conversations/presenter.ts';
import { touchConversation } from '../conversations/repository.ts';
import { issueProjectInvoice } from '../invoices/create-invoice.ts';
import { createPayoutLine } from '../payouts/create-payout-line.ts';
import { type Outcome, partyNames } from './action-outcome.ts';
import { decideApproveExtraHours, decideDeclineExtraHours, decideRequestExtraHours } from './extra-hours-outcomes.ts';
import { decideAcceptOffer, decideFinalize, decidePriceOffer } from './offer-outcomes.ts';
import { presentProject } from './presenter.ts';
import { findProjectView, lockProjectView, type ProjectViewRow } from './project-query-repository.ts';
import { insertProjectEvent } from './repository.ts';

export type ActionInput =
  | { action: 'clarify' }
  | { action: 'priceOffer'; body: PriceOffer }
  | { action: 'acceptPriceOffer'; body: AcceptPriceOffer }
  | { action: 'requestExtraHours'; body: RequestExtraHours }
  | { action: 'approveExtraHours'; body: AnswerExtraHours }
  | { action: 'declineExtraHours'; body: AnswerExtraHours }
  | { action: 'finalize'; body: Finalize }
  | { action: 'cancel'; body: CancelProject }
  | { action: 'close'; body: CancelProject };

/** What each action changes, checked against the locked row; throws the action's own 409/422s. */
function decide(input: ActionInput, row: ProjectViewRow, transition: Transition, now: Date, brand: string): Outcome {
  const p = row.project;
  const who = partyNames(row);
  switch (input.action) {
    case 'clarify':
      return {
        changes: {},
        line: `${who.student} er gået i gang med at afklare projektet. Vurderingen tager højst 2 dage.`,
        kind: 'clarification',
      };
    case 'priceOffer':
      return decidePriceOffer(input.body, row, now);
    case 'acceptPriceOffer':
      return decideAcceptOffer(input.body, row, now);
    case 'requestExtraHours':
      return decideRequestExtraHours(input.body, row, now);
    case 'approveExtraHours':
      return decideApproveExtraHours(input.body, row);
    case 'declineExtraHours':
      return decideDeclineExtraHours(input.body, row);
    case 'finalize':
      return decideFinalize(input.body, row, now);
    case 'cancel': {
      const by = transition.who === 'customer' ? who.customer : who.student;
      return {
        changes: { cancelled_at: now },
        line: `${by} har annulleret projektet. Begrundelse: ${input.body.message}`,
        kind: 'cancelled',
        reason: input.body.message,
        eventData: { message: input.body.message },
      };
    }
    case 'close':
      if (!canStaffClose(p.status, p.updated_at, now)) throw new AppError('INVALID_TRANSITION');
      return {
        changes: { cancelled_at: now },
        line: `Projektet er lukket af ${brand}. Begrundelse: ${input.body.message}`,
        kind: 'closed-by-staff',
        reason: input.body.message,
        eventData: { message: input.body.message },
      };
  }
}

async function enqueueUpdateMails(
  deps: Pick<Deps, 'config' | 'mail'>,
  tx: Tx,
  row: ProjectViewRow,
  t: Transition,
  outcome: Outcome,
) {
  const who = partyNames(row);
  const url = `${deps.config.publicUrl}/conversations/${row.conversation_id ?? ''}`;
  // The customer's finalize mail asks for a rating: its button opens the rating form (decision 020).
  const ratingUrl = `${deps.config.publicUrl}/projects/${row.project.id}/rating`;
  for (const recipient of t.emails) {
    const to = recipient === 'customer' ? row.customer_email : row.student_email;
    await enqueueEmail(tx, deps.mail.context, to, {
      template: 'project-update',
      data: {
        kind: outcome.kind,
        recipient,
        recipientName: recipient === 'customer' ? who.customer : who.student,
        actorName: t.who === 'employee' ? deps.mail.context.brandName : recipient === 'customer' ? who.student : who.customer,
        projectName: row.project.name,
        url: outcome.kind === 'finalized' && recipient === 'customer' ? ratingUrl : url,
        ...(outcome.priceText ? { priceText: outcome.priceText } : {}),
        ...(outcome.validUntil ? { validUntil: outcome.validUntil } : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      },
    });
  }
}

/**
 * One lifecycle action (ARCHITECTURE.md section 5) in one transaction: the project row is locked, the
 * transition looked up in the shared table, then status and fields, a project event, a system line in
 * the conversation and the e-mails are written together. A second click waits for the lock and then
 * finds the new status: 409, never applied twice. Pushes to the conversation's channel after commit.
 */
export async function performProjectAction(
  deps: Pick<Deps, 'config' | 'db' | 'mail' | 'realtime'>,
  viewer: AccessClaims,
  projectId: number,
  input: ActionInput,
) {
  const party = partyOf[viewer.accountType];
  if (!isActionOf(input.action, party)) throw forbidden();
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockProjectView(tx, projectId);
    if (!row) throw notFound();
    if (party !== 'employee' && row.customer_user_id !== viewer.userId && row.student_user_id !== viewer.userId)
      throw forbidden();
    const transition = findTransition(input.action, party, row.project.status);
    if (!transition) throw new AppError('INVALID_TRANSITION');
    const outcome = decide(input, row, transition, now, deps.mail.context.brandName);
    const to: ProjectStatus = transition.to;
    await tx
      .update(projects)
      .set({ ...outcome.changes, status: to, updated_at: now })
      .where(eq(projects.id, projectId));
    await insertProjectEvent(tx, {
      project_id: projectId,
      type: eventTypeFor(input.action, to, outcome.kind === 'offer-edited'),
      user_id: viewer.userId,
      ...(outcome.eventData ? { data: outcome.eventData } : {}),
    });
    let message = null;
    if (row.conversation_id !== null) {
      message = await insertMessage(tx, {
        conversation_id: row.conversation_id,
        sender_user_id: null,
        content: outcome.line,
        content_type: 'system',
        created_at: now,
      });
      await touchConversation(tx, row.conversation_id, now);
    }
    await enqueueUpdateMails(deps, tx, row, transition, outcome);
    if (input.action === 'finalize') {
      // The invoice follows the finished project in the same transaction (decision 025): no finalize
      // without its invoice, and a rolled-back finalize hands its number back to the series.
      const invoice = await issueProjectInvoice(deps, tx, projectId, now);
      // The student's payout line: a share of that invoice's subtotal excl. VAT, frozen now (decision 026).
      await createPayoutLine(tx, {
        projectId,
        studentId: row.project.student_id,
        invoiceId: invoice.id,
        subtotalOre: invoice.subtotal_ore,
        finalizedAt: now,
      });
    }
    // Staff acting on somebody else's project is an audit entry, in this transaction (decision 018).
    if (party === 'employee')
      await recordAudit(tx, viewer.userId, {
        action: 'project.closed',
        entity: { type: 'project', id: projectId },
        before: { status: row.project.status },
        after: { status: to, ...(input.action === 'close' ? { message: input.body.message } : {}) },
      });
    return { conversationId: row.conversation_id, message };
  });
  deps.mail.poke();
  const updated = await findProjectView(deps.db, projectId);
  if (!updated) throw notFound();
  const project = presentProject(updated, new Set(['skill', 'student', 'customer']), party === 'employee');
  if (result.conversationId !== null) {
    const publicProject = presentProject(updated, new Set(['skill', 'student', 'customer']), false);
    if (result.message) {
      // A system line has no sender; an empty party map presents it with `sender: null`.
      deps.realtime.publish(result.conversationId, realtimeEvents.messageSent, {
        message: presentMessage(result.message, new Map()),
      });
    }
    deps.realtime.publish(result.conversationId, realtimeEvents.projectUpdated, { project: publicProject });
  }
  return project;
}
