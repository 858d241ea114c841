import { billableHours, extraHoursRoom } from '@studiekraft/shared/rules/extra-hours';
import { formatHours, formatKr } from '@studiekraft/shared/rules/money-text';
import { offerTotal } from '@studiekraft/shared/rules/pricing';
import type { AnswerExtraHours, RequestExtraHours } from '@studiekraft/shared/schemas/projects';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { type Outcome, partyNames } from './action-outcome.ts';
import type { ProjectViewRow } from './project-query-repository.ts';

const noRequest = { extra_hours_requested: null, extra_hours_reason: null, extra_hours_requested_at: null };

/** '2 timer à 225 kr. (i alt 450 kr.)': what the extra hours cost at the accepted hourly price. */
function describeExtra(row: ProjectViewRow, hours: number): string {
  const price = row.project.accepted_price ?? 0;
  return `${formatHours(hours)} à ${formatKr(price)} (i alt ${formatKr(offerTotal('hourly', price, hours))})`;
}

/**
 * The student asks the customer to approve hours beyond the accepted offer, with a reason (decision 014).
 * A new request replaces one still pending; a customer who answers the old one gets 409 OFFER_CHANGED.
 */
export function decideRequestExtraHours(body: RequestExtraHours, row: ProjectViewRow, now: Date): Outcome {
  const p = row.project;
  if (p.price_type !== 'hourly') throw new AppError('INVALID_TRANSITION');
  if (body.hours > extraHoursRoom(p)) throw validationFailed({ hours: ['validation.max'] });
  const extra = describeExtra(row, body.hours);
  const total = (billableHours(p) ?? 0) + body.hours;
  return {
    changes: { extra_hours_requested: body.hours, extra_hours_reason: body.reason, extra_hours_requested_at: now },
    line:
      `${partyNames(row).student} beder om at måtte fakturere ${extra} ekskl. moms ud over det aftalte, ` +
      `i alt ${formatHours(total)}. Begrundelse: ${body.reason}`,
    kind: 'extra-hours-requested',
    priceText: extra,
    reason: body.reason,
    eventData: { hours: body.hours, reason: body.reason },
  };
}

/** The pending request the customer answers; the hours they saw must still be the ones requested. */
function pendingHours(body: AnswerExtraHours, row: ProjectViewRow): number {
  const pending = row.project.extra_hours_requested;
  if (pending === null) throw new AppError('INVALID_TRANSITION');
  if (pending !== body.hours) throw new AppError('OFFER_CHANGED');
  return pending;
}

export function decideApproveExtraHours(body: AnswerExtraHours, row: ProjectViewRow): Outcome {
  const p = row.project;
  const hours = pendingHours(body, row);
  const approved = Math.round((p.extra_hours_approved + hours) * 100) / 100;
  const total = billableHours({ ...p, extra_hours_approved: approved }) ?? 0;
  return {
    changes: { extra_hours_approved: approved, ...noRequest },
    line: `${partyNames(row).customer} har godkendt ${formatHours(hours)} ekstra. Der kan nu faktureres op til ${formatHours(total)}.`,
    kind: 'extra-hours-approved',
    priceText: describeExtra(row, hours),
    eventData: { hours, extra_hours_approved: approved },
  };
}

export function decideDeclineExtraHours(body: AnswerExtraHours, row: ProjectViewRow): Outcome {
  const hours = pendingHours(body, row);
  const total = billableHours(row.project) ?? 0;
  return {
    changes: noRequest,
    line: `${partyNames(row).customer} har afvist ${formatHours(hours)} ekstra. Der kan fortsat faktureres op til ${formatHours(total)}.`,
    kind: 'extra-hours-declined',
    priceText: describeExtra(row, hours),
    eventData: { hours },
  };
}
