import { describe, expect, it } from 'vitest';
import { actionsNow } from './actions-now.ts';
import { billableHours, extraHoursRoom } from './extra-hours.ts';

describe('extra hours', () => {
  it('bills the accepted hours plus approved extra hours, and nothing by the hour for a fixed price', () => {
    expect(billableHours({ price_type: 'hourly', offered_hours: 2.5, extra_hours_approved: 1.5 })).toBe(4);
    expect(billableHours({ price_type: 'hourly', offered_hours: 0.1, extra_hours_approved: 0.2 })).toBe(0.3);
    expect(billableHours({ price_type: 'unit', offered_hours: null, extra_hours_approved: 0 })).toBeNull();
    expect(extraHoursRoom({ price_type: 'hourly', offered_hours: 990, extra_hours_approved: 5 })).toBe(5);
  });

  it('offers the extra-hours actions only where they can succeed', () => {
    const accepted = {
      status: 'project-offer-accepted',
      price_type: 'hourly',
      updated_at: new Date(),
      extra_hours_request: null,
    } as const;
    expect(actionsNow(accepted, 'student')).toEqual(['requestExtraHours', 'finalize']);
    expect(actionsNow({ ...accepted, price_type: 'unit' }, 'student')).toEqual(['finalize']);
    expect(actionsNow(accepted, 'customer')).toEqual([]);
    expect(actionsNow({ ...accepted, extra_hours_request: { hours: 2 } }, 'customer')).toEqual([
      'approveExtraHours',
      'declineExtraHours',
    ]);
    // Staff close still waits for a day without activity.
    expect(actionsNow(accepted, 'employee')).toEqual([]);
    expect(actionsNow({ ...accepted, updated_at: new Date(Date.now() - 2 * 86_400_000) }, 'employee')).toEqual(['close']);
  });
});
