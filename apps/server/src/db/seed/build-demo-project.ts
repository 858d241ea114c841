import {
  openProjectStatuses,
  type PriceType,
  type ProjectEventType,
  type ProjectStatus,
} from '@studiekraft/shared/constants/project-statuses';
import { isOfferExpired } from '@studiekraft/shared/rules/offer-validity';
import type { DemoProject, DemoStep } from './demo-projects.ts';

export type Actor = 'customer' | 'student' | 'employee';

export interface BuiltEvent {
  type: ProjectEventType;
  actor: Actor;
  data?: Record<string, unknown>;
  at: Date;
}

export interface BuiltMessage {
  /** Null for system lines. */
  from: Actor | null;
  content: string;
  content_type: 'text' | 'system';
  at: Date;
  read_at: Date | null;
}

export interface BuiltProject {
  status: ProjectStatus;
  price_type: PriceType;
  starting_price: number;
  offered_price: number | null;
  offered_hours: number | null;
  offered_at: Date | null;
  accepted_price: number | null;
  hours_used: number | null;
  final_price: number | null;
  price_accepted_at: Date | null;
  cancelled_at: Date | null;
  finalized_at: Date | null;
  created_at: Date;
  updated_at: Date;
  events: BuiltEvent[];
  messages: BuiltMessage[];
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** How long after arrival the other party reads a message, unless a reply comes sooner. */
const readDelayMs = 15 * 60 * 1000;
/** The newest message of a conversation stays unread when younger than this. */
const unreadWindowMs = 2 * dayMs;

/** The lifecycle table of ARCHITECTURE.md section 5: where each action may start. */
const allowedFrom: Record<string, readonly ProjectStatus[]> = {
  clarify: ['project-created'],
  offer: ['project-created', 'project-clarification', 'project-offer-posted'],
  accept: ['project-offer-posted'],
  finalize: ['project-offer-accepted'],
  cancel: ['project-created', 'project-clarification', 'project-offer-posted'],
  close: openProjectStatuses,
};

const cancelStatus = {
  customer: 'customer-closed-project',
  student: 'student-closed-project',
  employee: 'employee-closed-project',
} as const;

const cancelLine = {
  customer: 'Kunden har annulleret projektet',
  student: 'Den studerende har annulleret projektet',
  employee: 'Projektet er lukket af en medarbejder',
} as const;

const number = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });
const kr = (amount: number) => `${number.format(amount)} kr.`;
const hoursText = (hours: number) => `${number.format(hours)} ${hours === 1 ? 'time' : 'timer'}`;

/**
 * Plays a demo project's script through the lifecycle and returns the rows it leaves behind. Throws on a
 * script the real lifecycle would refuse, so the seed never shows a state the app cannot reach.
 */
export function buildDemoProject(
  project: DemoProject,
  pricing: { priceType: PriceType; startingPrice: number },
  now: Date,
): BuiltProject {
  const createdAt = new Date(now.getTime() - project.startedDaysAgo * dayMs);
  const built: BuiltProject = {
    status: 'project-created',
    price_type: pricing.priceType,
    starting_price: pricing.startingPrice,
    offered_price: null,
    offered_hours: null,
    offered_at: null,
    accepted_price: null,
    hours_used: null,
    final_price: null,
    price_accepted_at: null,
    cancelled_at: null,
    finalized_at: null,
    created_at: createdAt,
    updated_at: createdAt,
    events: [{ type: 'project-created', actor: 'customer', at: createdAt }],
    messages: [],
  };
  const say = (from: Actor | null, content: string, at: Date) =>
    built.messages.push({ from, content, content_type: from ? 'text' : 'system', at, read_at: null });
  say('customer', project.message, createdAt);

  let time = createdAt.getTime();
  for (const step of project.steps) {
    time += step.after * hourMs;
    const at = new Date(time);
    if (at > now) throw new Error(`Demo project "${project.name}" runs past the seed time`);
    if ('say' in step) {
      if (built.cancelled_at) throw new Error(`Demo project "${project.name}" takes a message after cancel`);
      say(step.by, step.say, at);
    } else {
      applyAction(built, step, at, project.name, say);
    }
    built.updated_at = at;
  }
  markRead(built.messages, now);
  return built;
}

type Action = Exclude<DemoStep, { say: string }>;

function applyAction(
  built: BuiltProject,
  step: Action,
  at: Date,
  projectName: string,
  say: (from: Actor | null, content: string, at: Date) => void,
) {
  const kind = step.action === 'cancel' && step.by === 'employee' ? 'close' : step.action;
  if (!allowedFrom[kind]?.includes(built.status)) {
    throw new Error(`Demo project "${projectName}": ${kind} is not allowed from ${built.status}`);
  }
  const isHourly = built.price_type === 'hourly';
  const perHour = isHourly ? ' pr. time' : '';
  switch (step.action) {
    case 'clarify':
      built.status = 'project-clarification';
      built.events.push({ type: 'project-clarification', actor: 'student', at });
      say(null, 'Projektet er sat i afklaring.', at);
      return;
    case 'offer': {
      if (isHourly && step.hours === undefined) throw new Error(`Demo project "${projectName}": hourly offer needs hours`);
      const isEdit = built.offered_price !== null;
      built.offered_price = step.price ?? built.starting_price;
      built.offered_hours = isHourly ? (step.hours ?? null) : null;
      built.offered_at = at;
      built.status = 'project-offer-posted';
      const data = { offered_price: built.offered_price, offered_hours: built.offered_hours, price_type: built.price_type };
      built.events.push({
        type: isEdit ? 'project-price-offer-edited' : 'project-price-offer-posted',
        actor: 'student',
        data,
        at,
      });
      const estimate = built.offered_hours === null ? ' for hele opgaven' : `, anslået ${hoursText(built.offered_hours)}`;
      say(null, `${isEdit ? 'Tilbuddet er opdateret' : 'Tilbud afgivet'}: ${kr(built.offered_price)}${perHour}${estimate}.`, at);
      return;
    }
    case 'accept':
      if (isOfferExpired(built.offered_at, at)) throw new Error(`Demo project "${projectName}": accepts an expired offer`);
      built.accepted_price = built.offered_price;
      built.price_accepted_at = at;
      built.status = 'project-offer-accepted';
      built.events.push({
        type: 'project-price-offer-accepted',
        actor: 'customer',
        data: { accepted_price: built.accepted_price },
        at,
      });
      say(null, `Tilbuddet på ${kr(built.accepted_price ?? 0)}${perHour} er accepteret.`, at);
      return;
    case 'finalize': {
      const accepted = built.accepted_price ?? 0;
      if (isHourly && step.hours === undefined) throw new Error(`Demo project "${projectName}": hourly finalize needs hours`);
      built.hours_used = isHourly ? (step.hours ?? null) : null;
      // Decision 014: no more hours than the accepted offer's without the customer's approval.
      if ((built.hours_used ?? 0) > (built.offered_hours ?? 0)) {
        throw new Error(`Demo project "${projectName}": finalize bills more hours than were accepted`);
      }
      built.final_price = built.hours_used === null ? accepted : built.hours_used * accepted;
      built.finalized_at = at;
      built.status = 'project-finalized';
      const data = { hours_used: built.hours_used, final_price: built.final_price };
      built.events.push({ type: 'project-finalized', actor: 'student', data, at });
      const detail = built.hours_used === null ? '' : `${hoursText(built.hours_used)} à ${kr(accepted)}, `;
      say(null, `Projektet er afsluttet: ${detail}i alt ${kr(built.final_price)}`, at);
      return;
    }
    case 'cancel':
      if (step.by === 'employee' && step.after < 24) {
        throw new Error(`Demo project "${projectName}": staff may close only after a day without activity`);
      }
      built.cancelled_at = at;
      built.status = cancelStatus[step.by];
      built.events.push({ type: cancelStatus[step.by], actor: step.by, data: { message: step.reason }, at });
      say(null, `${cancelLine[step.by]}: ${step.reason}`, at);
      return;
  }
}

/** Older messages are read shortly after arrival (or by the next reply); a fresh last one stays unread. */
export function markRead(messages: { at: Date; read_at: Date | null }[], now: Date): void {
  messages.forEach((message, index) => {
    const next = messages[index + 1];
    const readAt = new Date(message.at.getTime() + readDelayMs);
    if (next) message.read_at = readAt < next.at ? readAt : next.at;
    else message.read_at = now.getTime() - message.at.getTime() > unreadWindowMs ? readAt : null;
  });
}
