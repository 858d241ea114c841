import type { PriceType, ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { realtimeEvents } from '@studiekraft/shared/realtime';
import { describeOffer, formatKr } from '@studiekraft/shared/rules/money-text';
import { finalPrice } from '@studiekraft/shared/rules/pricing';
import {
  canStaffClose,
  eventTypeFor,
  findTransition,
  isActionOf,
  partyOf,
  type Transition,
} from '@studiekraft/shared/rules/project-lifecycle';
import type { AcceptPriceOffer, CancelProject, Finalize, PriceOffer } from '@studiekraft/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { ProjectUpdateKind } from '../../emails/templates/project-update.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { insertMessage } from '../conversations/message-repository.ts';
import { presentMessage } from '../conversations/presenter.ts';
import { touchConversation } from '../conversations/repository.ts';
import { presentProject } from './presenter.ts';
import { findProjectView, lockProjectView, type ProjectViewRow } from './project-query-repository.ts';
import { insertProjectEvent } from './repository.ts';

export type ActionInput =
  | { action: 'clarify' }
  | { action: 'priceOffer'; body: PriceOffer }
  | { action: 'acceptPriceOffer'; body: AcceptPriceOffer }
  | { action: 'finalize'; body: Finalize }
  | { action: 'cancel'; body: CancelProject }
  | { action: 'close'; body: CancelProject };

type ProjectChanges = Partial<typeof projects.$inferInsert>;

interface Outcome {
  changes: ProjectChanges;
  /** The system line written into the conversation. */
  line: string;
  kind: ProjectUpdateKind;
  priceText?: string;
  reason?: string;
  eventData?: Record<string, unknown>;
}

const names = (row: ProjectViewRow) => ({
  customer: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
  student: row.student_name,
});

/** What each action changes, checked against the locked row; throws the action's own 409/422s. */
function decide(input: ActionInput, row: ProjectViewRow, transition: Transition, now: Date, brand: string): Outcome {
  const p = row.project;
  const who = names(row);
  switch (input.action) {
    case 'clarify':
      return {
        changes: {},
        line: `${who.student} er gået i gang med at afklare projektet. Vurderingen tager højst 2 dage.`,
        kind: 'clarification',
      };
    case 'priceOffer': {
      const priceType: PriceType = input.body.price_type ?? p.price_type;
      if (priceType === 'hourly' && input.body.hours === undefined) throw validationFailed({ hours: ['validation.required'] });
      const hours = priceType === 'hourly' ? (input.body.hours ?? null) : null;
      const edited = p.offered_price !== null;
      const priceText = describeOffer(priceType, input.body.offer, hours);
      return {
        changes: { offered_price: input.body.offer, offered_hours: hours, price_type: priceType },
        line: edited
          ? `${who.student} har opdateret tilbuddet: ${priceText}.`
          : `${who.student} har sendt et tilbud: ${priceText}.`,
        kind: edited ? 'offer-edited' : 'offer-posted',
        priceText,
        eventData: { offer: input.body.offer, hours, price_type: priceType },
      };
    }
    case 'acceptPriceOffer': {
      // The customer accepts exactly what they saw; an edit in between must be seen first.
      if (p.offered_price === null || p.offered_price !== input.body.offer) throw new AppError('OFFER_CHANGED');
      if (!row.customer_address || !row.customer_city || (row.customer_postcode ?? '').length < 4) {
        throw validationFailed({
          ...(!row.customer_address ? { address: ['validation.required'] } : {}),
          ...((row.customer_postcode ?? '').length < 4 ? { postcode: ['validation.required'] } : {}),
          ...(!row.customer_city ? { city: ['validation.required'] } : {}),
        });
      }
      const priceText = describeOffer(p.price_type, p.offered_price, p.offered_hours);
      return {
        changes: { accepted_price: p.offered_price, price_accepted_at: now },
        line: `${who.customer} har accepteret tilbuddet: ${priceText}. Aftalen er bindende.`,
        kind: 'offer-accepted',
        priceText,
        eventData: { offer: p.offered_price, hours: p.offered_hours },
      };
    }
    case 'finalize': {
      const accepted = p.accepted_price ?? 0;
      if (p.price_type === 'hourly' && input.body.hours === undefined) throw validationFailed({ hours: ['validation.required'] });
      const hours = p.price_type === 'hourly' ? (input.body.hours ?? 0) : null;
      const total = finalPrice(p.price_type, accepted, hours);
      return {
        changes: { hours_used: hours, final_price: total, finalized_at: now },
        line: `${who.student} har afsluttet projektet. Endelig pris: ${formatKr(total)} ekskl. moms.`,
        kind: 'finalized',
        priceText: formatKr(total),
        eventData: { hours, final_price: total },
      };
    }
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

async function enqueueUpdateMails(app: FastifyInstance, tx: Tx, row: ProjectViewRow, t: Transition, outcome: Outcome) {
  const who = names(row);
  const url = `${app.config.publicUrl}/conversations/${row.conversation_id ?? ''}`;
  for (const recipient of t.emails) {
    const to = recipient === 'customer' ? row.customer_email : row.student_email;
    await enqueueEmail(tx, app.mailContext, to, {
      template: 'project-update',
      data: {
        kind: outcome.kind,
        recipient,
        recipientName: recipient === 'customer' ? who.customer : who.student,
        actorName: t.who === 'employee' ? app.mailContext.brandName : recipient === 'customer' ? who.student : who.customer,
        projectName: row.project.name,
        url,
        ...(outcome.priceText ? { priceText: outcome.priceText } : {}),
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
export async function performProjectAction(app: FastifyInstance, viewer: AccessClaims, projectId: number, input: ActionInput) {
  const party = partyOf[viewer.accountType];
  if (!isActionOf(input.action, party)) throw forbidden();
  const now = new Date();
  const result = await app.database.db.transaction(async (tx) => {
    const row = await lockProjectView(tx, projectId);
    if (!row) throw notFound();
    if (party !== 'employee' && row.customer_user_id !== viewer.userId && row.student_user_id !== viewer.userId)
      throw forbidden();
    const transition = findTransition(input.action, party, row.project.status);
    if (!transition) throw new AppError('INVALID_TRANSITION');
    const outcome = decide(input, row, transition, now, app.mailContext.brandName);
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
    await enqueueUpdateMails(app, tx, row, transition, outcome);
    return { conversationId: row.conversation_id, message };
  });
  app.mailWorker.poke();
  const updated = await findProjectView(app.database.db, projectId);
  if (!updated) throw notFound();
  const project = presentProject(updated, new Set(['skill', 'student', 'customer']), party === 'employee');
  if (result.conversationId !== null) {
    const publicProject = presentProject(updated, new Set(['skill', 'student', 'customer']), false);
    if (result.message) {
      // A system line has no sender; an empty party map presents it with `sender: null`.
      app.realtime.publish(result.conversationId, realtimeEvents.messageSent, {
        message: presentMessage(result.message, new Map()),
      });
    }
    app.realtime.publish(result.conversationId, realtimeEvents.projectUpdated, { project: publicProject });
  }
  return project;
}
