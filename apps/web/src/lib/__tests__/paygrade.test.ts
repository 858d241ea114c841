import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { lowestPaygrade, offerFarFromPaygrade, paygradeForLevel, paygradeText } from '../paygrade.ts';

// Intl puts a no-break space between amount and 'kr.'; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('paygrade display (spec section 9)', () => {
  it("shows hourly prices as 'X kr. pr. time'", () => {
    expect(plain(paygradeText(i18n.t, { starting_price: 190, type: 'hourly' }, 'da'))).toBe('190 kr. pr. time');
  });

  it("shows fixed prices as 'fra X kr. pr. stk.' with a thousands separator and no decimals", () => {
    expect(plain(paygradeText(i18n.t, { starting_price: 3000, type: 'unit' }, 'da'))).toBe('fra 3.000 kr. pr. stk.');
    expect(plain(paygradeText(i18n.t, { starting_price: 2999.6, type: 'unit' }, 'da'))).toBe('fra 3.000 kr. pr. stk.');
  });

  it("picks the paygrade of the student's level, and the lowest for 'from' prices", () => {
    const paygrades = [
      { id: 1, level_id: 1, starting_price: 190, type: 'hourly' as const },
      { id: 2, level_id: 2, starting_price: 225, type: 'hourly' as const },
    ];
    expect(paygradeForLevel(paygrades, 2)?.starting_price).toBe(225);
    expect(paygradeForLevel(paygrades, 3)).toBeUndefined();
    expect(lowestPaygrade([...paygrades].reverse())?.starting_price).toBe(190);
  });

  it('calls an offer far from the paygrade below half or above double of it (decision 060)', () => {
    expect(offerFarFromPaygrade(94.99, 190)).toBe('below');
    expect(offerFarFromPaygrade(95, 190)).toBeNull();
    expect(offerFarFromPaygrade(380, 190)).toBeNull();
    expect(offerFarFromPaygrade(380.01, 190)).toBe('above');
    expect(offerFarFromPaygrade(5, null)).toBeNull();
  });
});
