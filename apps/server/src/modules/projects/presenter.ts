import { billableHours } from '@studiekraft/shared/rules/extra-hours';
import { offerExpiresAt } from '@studiekraft/shared/rules/offer-validity';
import { isOpenStatus } from '@studiekraft/shared/rules/project-lifecycle';
import type { ConversationParty } from '@studiekraft/shared/schemas/conversations';
import type { Project, ProjectSummary } from '@studiekraft/shared/schemas/projects';
import type { ProjectInclude, ProjectViewRow } from './project-query-repository.ts';
import type { ProjectRow } from './repository.ts';

/** The project as its creator sees it right after the contact flow: no staff notes, no later prices. */
export function presentProjectSummary(row: ProjectRow, conversationId: number): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    status: row.status,
    price_type: row.price_type,
    starting_price: row.starting_price,
    skill_id: row.skill_id,
    student_id: row.student_id,
    customer_id: row.customer_id,
    conversation_id: conversationId,
    created_at: row.created_at.toISOString(),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The project for lists and the conversation's details panel. Staff notes only for employees; the parties
 * appear by name (the other side's e-mail and phone never leave the server here).
 */
export function presentProject(
  row: ProjectViewRow,
  includes: ReadonlySet<ProjectInclude>,
  staff: boolean,
  parties?: ReadonlyMap<number, ConversationParty>,
): Project {
  const p = row.project;
  return {
    id: p.id,
    name: p.name,
    message: p.message,
    status: p.status,
    open: isOpenStatus(p.status),
    price_type: p.price_type,
    starting_price: p.starting_price,
    offered_price: p.offered_price,
    offered_hours: p.offered_hours,
    offered_at: iso(p.offered_at),
    offer_expires_at: p.offered_at ? offerExpiresAt(p.offered_at).toISOString() : null,
    accepted_price: p.accepted_price,
    billable_hours: p.accepted_price === null ? null : billableHours(p),
    extra_hours_approved: p.extra_hours_approved,
    extra_hours_request:
      p.extra_hours_requested !== null && p.extra_hours_requested_at
        ? {
            hours: p.extra_hours_requested,
            reason: p.extra_hours_reason ?? '',
            requested_at: p.extra_hours_requested_at.toISOString(),
          }
        : null,
    hours_used: p.hours_used,
    final_price: p.final_price,
    price_accepted_at: iso(p.price_accepted_at),
    cancelled_at: iso(p.cancelled_at),
    finalized_at: iso(p.finalized_at),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    skill_id: p.skill_id,
    student_id: p.student_id,
    customer_id: p.customer_id,
    conversation_id: row.conversation_id,
    ...(staff ? { notes: p.notes } : {}),
    ...(includes.has('skill') ? { skill: { id: p.skill_id, name: row.skill_name } } : {}),
    ...(includes.has('student')
      ? { student: { id: p.student_id, name: row.student_name, slug: row.student_slug, user_id: row.student_user_id } }
      : {}),
    ...(includes.has('customer')
      ? {
          customer: {
            id: p.customer_id,
            name: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
            company_name: row.customer_company,
            user_id: row.customer_user_id,
          },
        }
      : {}),
    ...(includes.has('conversation') || includes.has('conversation.sender') || includes.has('conversation.addressee')
      ? { conversation: presentConversation(row, includes, parties) }
      : {}),
  };
}

/** The project's conversation and, when asked for, its two parties as the conversation list shows them. */
function presentConversation(
  row: ProjectViewRow,
  includes: ReadonlySet<ProjectInclude>,
  parties: ReadonlyMap<number, ConversationParty> | undefined,
): Project['conversation'] {
  const { conversation_id: id, conversation_sender_user_id: sender, conversation_addressee_user_id: addressee } = row;
  if (id === null || sender === null || addressee === null) return null;
  return {
    id,
    sender_user_id: sender,
    addressee_user_id: addressee,
    ...(includes.has('conversation.sender') ? { sender: parties?.get(sender) ?? null } : {}),
    ...(includes.has('conversation.addressee') ? { addressee: parties?.get(addressee) ?? null } : {}),
  };
}
