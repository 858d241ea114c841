import type { PriceType } from '@studiekraft/shared/constants/project-statuses';
import { billableHours } from '@studiekraft/shared/rules/extra-hours';
import { describeOffer, formatKr } from '@studiekraft/shared/rules/money-text';
import { formatDanishDateTime, isOfferExpired, offerExpiresAt } from '@studiekraft/shared/rules/offer-validity';
import { finalPrice } from '@studiekraft/shared/rules/pricing';
import type { AcceptPriceOffer, Finalize, PriceOffer } from '@studiekraft/shared/schemas/projects';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { type Outcome, partyNames } from './action-outcome.ts';
import type { ProjectViewRow } from './project-query-repository.ts';

/**
 * Post, edit or re-send the offer. Every post dates the offer anew, so sending the same offer again is how
 * the student renews one that has expired (decision 014).
 */
export function decidePriceOffer(body: PriceOffer, row: ProjectViewRow, now: Date): Outcome {
  const p = row.project;
  const student = partyNames(row).student;
  const priceType: PriceType = body.price_type ?? p.price_type;
  if (priceType === 'hourly' && body.hours === undefined) throw validationFailed({ hours: ['validation.required'] });
  const hours = priceType === 'hourly' ? (body.hours ?? null) : null;
  const edited = p.offered_price !== null;
  const resent = edited && p.offered_price === body.offer && p.offered_hours === hours && p.price_type === priceType;
  const priceText = describeOffer(priceType, body.offer, hours);
  const validUntil = formatDanishDateTime(offerExpiresAt(now));
  const said = resent ? 'har sendt tilbuddet igen' : edited ? 'har opdateret tilbuddet' : 'har sendt et tilbud';
  return {
    changes: { offered_price: body.offer, offered_hours: hours, price_type: priceType, offered_at: now },
    line: `${student} ${said}: ${priceText}. Tilbuddet gælder til ${validUntil}.`,
    kind: edited ? 'offer-edited' : 'offer-posted',
    priceText,
    validUntil,
    eventData: { offer: body.offer, hours, price_type: priceType, ...(resent ? { renewed: true } : {}) },
  };
}

/**
 * The customer accepts exactly the offer they saw, price, price type and hours: a fixed price switched
 * to hourly (or any other edit) in between must be seen first. An offer older than 7 days binds nobody.
 */
export function decideAcceptOffer(body: AcceptPriceOffer, row: ProjectViewRow, now: Date): Outcome {
  const p = row.project;
  const currentHours = p.price_type === 'hourly' ? p.offered_hours : null;
  const isSameOffer =
    p.offered_price !== null &&
    p.offered_price === body.offer &&
    p.price_type === body.price_type &&
    currentHours === (body.hours ?? null);
  if (!isSameOffer) throw new AppError('OFFER_CHANGED');
  if (isOfferExpired(p.offered_at, now)) throw new AppError('OFFER_EXPIRED');
  if (!row.customer_address || !row.customer_city || (row.customer_postcode ?? '').length < 4) {
    throw validationFailed({
      ...(!row.customer_address ? { address: ['validation.required'] } : {}),
      ...((row.customer_postcode ?? '').length < 4 ? { postcode: ['validation.required'] } : {}),
      ...(!row.customer_city ? { city: ['validation.required'] } : {}),
    });
  }
  const priceText = describeOffer(p.price_type, body.offer, currentHours);
  return {
    changes: { accepted_price: body.offer, price_accepted_at: now },
    line: `${partyNames(row).customer} har accepteret tilbuddet: ${priceText}. Aftalen er bindende.`,
    kind: 'offer-accepted',
    priceText,
    eventData: { offer: body.offer, price_type: p.price_type, hours: currentHours },
  };
}

/**
 * Hourly work bills the hours used, at most the accepted hours plus approved extra hours: more needs the
 * customer's approval first (a 422 on `hours`). A request still pending is dropped with the project.
 */
export function decideFinalize(body: Finalize, row: ProjectViewRow, now: Date): Outcome {
  const p = row.project;
  const isHourly = p.price_type === 'hourly';
  if (isHourly && body.hours === undefined) throw validationFailed({ hours: ['validation.required'] });
  const hours = isHourly ? (body.hours ?? 0) : null;
  const billable = billableHours(p);
  if (hours !== null && billable !== null && hours > billable) throw validationFailed({ hours: ['validation.max'] });
  const total = finalPrice(p.price_type, p.accepted_price ?? 0, hours);
  return {
    changes: {
      hours_used: hours,
      final_price: total,
      finalized_at: now,
      extra_hours_requested: null,
      extra_hours_reason: null,
      extra_hours_requested_at: null,
    },
    line: `${partyNames(row).student} har afsluttet projektet. Endelig pris: ${formatKr(total)} ekskl. moms.`,
    kind: 'finalized',
    priceText: formatKr(total),
    eventData: { hours, final_price: total },
  };
}
