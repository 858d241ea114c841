import { realtimeEvents } from '@studiekraft/shared/realtime';
import { describeOffer } from '@studiekraft/shared/rules/money-text';
import { finalPrice } from '@studiekraft/shared/rules/pricing';
import type { StaffProjectEdit } from '@studiekraft/shared/schemas/projects';
import { eq, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { insertMessage } from '../conversations/message-repository.ts';
import { presentMessage } from '../conversations/presenter.ts';
import { touchConversation } from '../conversations/repository.ts';
import type { ProjectChanges } from './action-outcome.ts';
import { presentProject } from './presenter.ts';
import { findProjectView, lockProjectView, type ProjectViewRow } from './project-query-repository.ts';
import { rebillProject } from './rebill-project.ts';
import { findSkillName } from './staff-correction-repository.ts';

const danishList = new Intl.ListFormat('da', { type: 'conjunction' });

/**
 * The agreed price in the words the offer and acceptance lines used: with the accepted hours before the
 * finalize, with the hours billed after it.
 */
function agreedPriceText(p: ProjectViewRow['project']): string | null {
  if (p.accepted_price === null) return null;
  const hours = p.status === 'project-finalized' ? p.hours_used : p.offered_hours;
  return describeOffer(p.price_type, p.accepted_price, p.price_type === 'hourly' ? hours : null);
}

/**
 * PUT /projects/:id (staff, issue 36): corrects the name, the skill or the agreed price, in one
 * transaction with an audit entry and a system line both parties see, naming each change. The price once
 * accepted: before the finalize it is the accepted price and hours; after it, the invoice is never edited:
 * it gets a credit note and the project a new invoice at the corrected price (`rebillProject`). Before
 * acceptance the price is the student's offer to make (409 INVALID_TRANSITION). `updated_at` is kept: a correction is not the parties' activity, and the staff
 * close rule and the 'Afsluttet' column read it. Nothing changed writes nothing.
 */
export async function editProject(
  deps: Pick<Deps, 'config' | 'db' | 'mail' | 'realtime'>,
  viewer: AccessClaims,
  projectId: number,
  input: StaffProjectEdit,
) {
  const brand = deps.mail.context.brandName;
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockProjectView(tx, projectId);
    if (!row) throw notFound();
    const p = row.project;
    const changes: ProjectChanges = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const said: string[] = [];

    if (input.name !== undefined && input.name !== p.name) {
      changes.name = input.name;
      before.name = p.name;
      after.name = input.name;
      said.push(`navnet fra »${p.name}« til »${input.name}«`);
    }
    if (input.skill_id !== undefined && input.skill_id !== p.skill_id) {
      const skillName = await findSkillName(tx, input.skill_id);
      if (skillName === undefined) throw validationFailed({ skill_id: ['validation.type'] });
      changes.skill_id = input.skill_id;
      before.skill_id = p.skill_id;
      after.skill_id = input.skill_id;
      said.push(`kompetencen fra ${row.skill_name} til ${skillName}`);
    }
    let rebill = false;
    if (input.price !== undefined) {
      const isFinalized = p.status === 'project-finalized';
      if (p.status !== 'project-offer-accepted' && !isFinalized) throw new AppError('INVALID_TRANSITION');
      const { price_type: priceType, price } = input.price;
      const hours = priceType === 'hourly' ? (input.price.hours ?? null) : null;
      const old = agreedPriceText(p);
      const next = describeOffer(priceType, price, hours);
      if (next !== old) {
        Object.assign(changes, { price_type: priceType, accepted_price: price, offered_price: price });
        // Before the finalize the hours are the accepted estimate; after it, the hours billed, and the
        // final price follows, as the finalize computes it.
        Object.assign(
          changes,
          isFinalized ? { hours_used: hours, final_price: finalPrice(priceType, price, hours) } : { offered_hours: hours },
        );
        before.price = old;
        after.price = next;
        said.push(`den aftalte pris fra ${old} til ${next}`);
        rebill = isFinalized;
      }
    }
    if (said.length === 0) return null;

    await tx
      .update(projects)
      .set({ ...changes, updated_at: sql`${projects.updated_at}` })
      .where(eq(projects.id, projectId));
    const now = new Date();
    // An invoiced price is corrected by a credit note and a new invoice, never by editing the invoice.
    const billed = rebill ? await rebillProject(deps, tx, viewer.userId, p, now) : null;
    if (billed) {
      if (billed.creditNote) after.credit_note = billed.creditNote.number;
      after.invoice = billed.invoice.number;
    }
    const credit = billed?.credited && billed.creditNote;
    const billing = !billed
      ? ''
      : credit
        ? ` Faktura ${billed.credited?.number} er krediteret med kreditnota ${credit.number}, og faktura ${billed.invoice.number} er sendt i stedet.`
        : ` Faktura ${billed.invoice.number} er sendt.`;
    let message = null;
    if (row.conversation_id !== null) {
      message = await insertMessage(tx, {
        conversation_id: row.conversation_id,
        sender_user_id: null,
        content: `${brand} har rettet ${danishList.format(said)}.${billing}`,
        content_type: 'system',
        created_at: now,
      });
      await touchConversation(tx, row.conversation_id, now);
    }
    await recordAudit(tx, viewer.userId, { action: 'project.edited', entity: { type: 'project', id: projectId }, before, after });
    return { conversationId: row.conversation_id, message };
  });

  deps.mail.poke();
  const updated = await findProjectView(deps.db, projectId);
  if (!updated) throw notFound();
  if (result?.conversationId != null) {
    if (result.message) {
      deps.realtime.publish(result.conversationId, realtimeEvents.messageSent, {
        message: presentMessage(result.message, new Map()),
      });
    }
    deps.realtime.publish(result.conversationId, realtimeEvents.projectUpdated, {
      project: presentProject(updated, new Set(['skill', 'student', 'customer']), false),
    });
  }
  return presentProject(updated, new Set(['skill', 'student', 'customer']), true);
}
