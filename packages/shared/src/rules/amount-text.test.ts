import { describe, expect, it } from 'vitest';
import { parseAmountText } from './amount-text.ts';

describe('parseAmountText', () => {
  it.each([
    ['250', 250],
    [' 250 ', 250],
    ['250,50', 250.5],
    ['2.5', 2.5],
    ['1.500', 1500],
    ['1.500,75', 1500.75],
    ['12.345.678', 12_345_678],
    ['0', 0],
    ['-5', -5],
    ['\u22125', -5],
    ['-2,5', -2.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });

  it.each(['', ' ', '-', '5-', '--5', '5 kr.', 'mange', '1e400', '0x10', '2,5,0', '1.50.000', ',5', '5,', 'Infinity'])(
    'refuses %j instead of dropping what it does not like',
    (text) => {
      expect(parseAmountText(text)).toBeNull();
    },
  );
});
