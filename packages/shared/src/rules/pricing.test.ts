import { describe, expect, it } from 'vitest';
import { finalPrice, multiplyKr, offerTotal } from './pricing.ts';

describe('price x hours', () => {
  it('is exact to the øre, half up, where the float product would round down', () => {
    // 0.5 * 199.99 is 99.99499999999999 in floating point; the exact 99.995 rounds to 100.00.
    expect(multiplyKr(199.99, 0.5)).toBe(100);
    expect(multiplyKr(199.99, 2.5)).toBe(499.98);
    expect(multiplyKr(1, 1)).toBe(1);
    expect(multiplyKr(0.01, 0.5)).toBe(0.01);
  });

  it('drives the final price and the offer total of hourly work; fixed prices stay as they are', () => {
    expect(finalPrice('hourly', 199.99, 0.5)).toBe(100);
    expect(offerTotal('hourly', 225, 3)).toBe(675);
    expect(finalPrice('unit', 2500, null)).toBe(2500);
  });
});
