import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import type { Conversation, Message } from '@studiekraft/shared/schemas/conversations';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { authStore } from '../lib/auth-store.ts';

/** User ids of the demo parties: customer Karen (user 9, customer 3), student Anna (user 20, student 7). */
export const customerUserId = 9;
export const studentUserId = 20;
export const employeeUserId = 30;

const userIdOf: Record<AccountType, number> = { CUSTOMER: customerUserId, STUDENT: studentUserId, EMPLOYEE: employeeUserId };

export function logInAs(
  type: AccountType,
  address: { address: string | null; postcode: string | null; city: string | null } = {
    address: 'Vestergade 1',
    postcode: '8000',
    city: 'Aarhus C',
  },
) {
  authStore.setSession({
    access_token: 'access-1',
    account_type: type,
    user_id: userIdOf[type],
    account: {
      id: type === 'CUSTOMER' ? 3 : 7,
      name: type === 'CUSTOMER' ? 'Karen Kunde' : type === 'STUDENT' ? 'Anna Holm' : 'Eva Ansat',
      phone_number: '12345678',
      slug: type === 'STUDENT' ? 'anna-holm' : null,
      type,
      avatars: { primary: null },
      ...address,
    },
    latest_conversation_id: null,
  });
}

export function projectRow(extra: Partial<Project> = {}): Project {
  return {
    id: 40,
    name: 'Årsregnskab 2026',
    message: 'Hjælp med årsregnskabet',
    status: 'project-created' satisfies ProjectStatus,
    open: true,
    price_type: 'hourly',
    starting_price: 190,
    offered_price: null,
    offered_hours: null,
    offered_at: null,
    offer_expires_at: null,
    accepted_price: null,
    billable_hours: null,
    extra_hours_approved: 0,
    extra_hours_request: null,
    hours_used: null,
    final_price: null,
    price_accepted_at: null,
    cancelled_at: null,
    finalized_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    skill_id: 10,
    student_id: 7,
    customer_id: 3,
    conversation_id: 33,
    skill: { id: 10, name: 'Regnskab' },
    student: { id: 7, name: 'Anna Holm', user_id: studentUserId, slug: 'anna-holm' },
    customer: { id: 3, name: 'Karen Kunde', user_id: customerUserId, company_name: null },
    ...extra,
  };
}

const party = (type: 'CUSTOMER' | 'STUDENT') => ({
  user_id: type === 'CUSTOMER' ? customerUserId : studentUserId,
  name: type === 'CUSTOMER' ? 'Karen Kunde' : 'Anna Holm',
  account_type: type,
  slug: type === 'STUDENT' ? 'anna-holm' : null,
  avatar: null,
});

export function conversationRow(extra: Partial<Conversation> = {}): Conversation {
  return {
    id: 33,
    project_id: 40,
    project: { id: 40, name: 'Årsregnskab 2026', status: 'project-created' },
    sender: party('CUSTOMER'),
    addressee: party('STUDENT'),
    latest_message: { id: 3, content: 'Hej Anna', sent_at: '2026-11-01T10:00:00.000Z', sender_user_id: customerUserId },
    unread_count: 0,
    updated_at: '2026-11-01T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export function messageRow(id: number, content: string, at: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 33,
    content,
    contentType: 'text',
    sender_user_id: customerUserId,
    created_at: at,
    sent_at: at,
    read_at: null,
    ...extra,
  };
}
