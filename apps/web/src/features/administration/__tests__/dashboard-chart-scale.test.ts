import { describe, expect, it } from 'vitest';
import { dashboardChartScale } from '../dashboard-chart-scale.ts';

describe('dashboardChartScale', () => {
  it('keeps the spec minimum 0..50 in steps of 5 for small data', () => {
    expect(dashboardChartScale(0)).toEqual({ max: 50, ticks: [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50] });
    expect(dashboardChartScale(50).max).toBe(50);
  });

  it('grows past 50 with round steps when the data does', () => {
    expect(dashboardChartScale(53)).toEqual({ max: 60, ticks: [0, 10, 20, 30, 40, 50, 60] });
    const big = dashboardChartScale(230);
    expect(big.max).toBeGreaterThanOrEqual(230);
    expect(big.ticks[0]).toBe(0);
    expect(big.ticks.at(-1)).toBe(big.max);
    expect(big.ticks.length).toBeLessThanOrEqual(11);
  });
});
