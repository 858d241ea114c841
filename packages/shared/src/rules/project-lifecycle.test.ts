import { describe, expect, it } from 'vitest';
import { projectStatuses } from '../constants/project-statuses.ts';
import { finalPrice, hoursLabel, offerTotal } from './pricing.ts';
import {
  availableActions,
  canStaffClose,
  daysSince,
  eventTypeFor,
  findTransition,
  isActionOf,
  isOpenStatus,
  transitions,
} from './project-lifecycle.ts';

describe('project lifecycle table', () => {
  it('follows the agreed table for the main flow', () => {
    expect(findTransition('clarify', 'student', 'project-created')?.to).toBe('project-clarification');
    expect(findTransition('priceOffer', 'student', 'project-clarification')?.to).toBe('project-offer-posted');
    expect(findTransition('priceOffer', 'student', 'project-offer-posted')?.to).toBe('project-offer-posted');
    expect(findTransition('acceptPriceOffer', 'customer', 'project-offer-posted')?.to).toBe('project-offer-accepted');
    expect(findTransition('finalize', 'student', 'project-offer-accepted')?.to).toBe('project-finalized');
  });

  it('lets each side cancel only before acceptance, into its own closed status', () => {
    expect(findTransition('cancel', 'customer', 'project-offer-posted')?.to).toBe('customer-closed-project');
    expect(findTransition('cancel', 'student', 'project-created')?.to).toBe('student-closed-project');
    expect(findTransition('cancel', 'customer', 'project-offer-accepted')).toBeUndefined();
    expect(findTransition('cancel', 'student', 'project-offer-accepted')).toBeUndefined();
  });

  it('allows nothing from a finalized or closed project', () => {
    for (const status of [
      'project-finalized',
      'customer-closed-project',
      'student-closed-project',
      'employee-closed-project',
    ] as const) {
      for (const who of ['customer', 'student', 'employee'] as const) expect(availableActions(status, who)).toEqual([]);
      expect(isOpenStatus(status)).toBe(false);
    }
  });

  it('never lets the wrong party act', () => {
    expect(isActionOf('clarify', 'customer')).toBe(false);
    expect(isActionOf('acceptPriceOffer', 'student')).toBe(false);
    expect(isActionOf('close', 'student')).toBe(false);
    expect(isActionOf('cancel', 'employee')).toBe(false);
    expect(availableActions('project-offer-posted', 'customer')).toEqual(['acceptPriceOffer', 'cancel']);
    expect(availableActions('project-offer-posted', 'student')).toEqual(['priceOffer', 'cancel']);
  });

  it('only reaches known statuses and e-mails somebody on every action', () => {
    for (const t of transitions) {
      expect(projectStatuses).toContain(t.to);
      expect(t.emails.length).toBeGreaterThan(0);
    }
  });

  it('names the event of each action, with offer edits told apart', () => {
    expect(eventTypeFor('priceOffer', 'project-offer-posted', false)).toBe('project-price-offer-posted');
    expect(eventTypeFor('priceOffer', 'project-offer-posted', true)).toBe('project-price-offer-edited');
    expect(eventTypeFor('cancel', 'customer-closed-project', false)).toBe('customer-closed-project');
    expect(eventTypeFor('close', 'employee-closed-project', false)).toBe('employee-closed-project');
  });

  it('lets staff close an open project only after a full day of inactivity, days rounded up', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(canStaffClose('project-created', new Date('2026-11-21T12:00:00Z'), now)).toBe(true);
    expect(canStaffClose('project-created', new Date('2026-11-21T12:00:01Z'), now)).toBe(false);
    expect(canStaffClose('project-finalized', new Date('2026-01-01T00:00:00Z'), now)).toBe(false);
    expect(daysSince(new Date('2026-11-22T11:00:00Z'), now)).toBe(1);
    expect(daysSince(new Date('2026-11-20T11:00:00Z'), now)).toBe(3);
  });
});

describe('pricing rules', () => {
  it('totals an hourly offer as price x hours and a fixed one as the price', () => {
    expect(offerTotal('hourly', 225, 3)).toBe(675);
    expect(offerTotal('hourly', 190, 1.5)).toBe(285);
    expect(offerTotal('unit', 2500, 10)).toBe(2500);
  });

  it('computes the final price from the accepted price', () => {
    expect(finalPrice('hourly', 260, 4)).toBe(1040);
    expect(finalPrice('unit', 3000, 7)).toBe(3000);
  });

  it("labels one hour 'time' and other amounts 'timer'", () => {
    expect(hoursLabel(1)).toBe('time');
    expect(hoursLabel(2)).toBe('timer');
    expect(hoursLabel(0.5)).toBe('timer');
  });
});

describe('money texts', async () => {
  const { describeOffer, formatKr } = await import('./money-text.ts');
  it('writes prices the Danish way', () => {
    expect(formatKr(2500)).toBe('2.500 kr.');
    expect(formatKr(187.5)).toBe('187,5 kr.');
    expect(describeOffer('hourly', 225, 3)).toBe('225 kr. pr. time, 3 timer (i alt 675 kr.)');
    expect(describeOffer('hourly', 190, 1)).toBe('190 kr. pr. time, 1 time (i alt 190 kr.)');
    expect(describeOffer('unit', 2500, null)).toBe('2.500 kr. for hele opgaven');
  });
});
