import { describe, expect, it } from 'vitest';
import { totalFromPage } from './list-query.ts';

describe('totalFromPage', () => {
  it('reads the total off a page that ends the list, and asks for a count otherwise', () => {
    expect(totalFromPage({ limit: 10, offset: 0 }, 3)).toBe(3);
    expect(totalFromPage({ limit: 10, offset: 0 }, 0)).toBe(0);
    expect(totalFromPage({ limit: 10, offset: 20 }, 4)).toBe(24);
    expect(totalFromPage({ limit: 10, offset: 0 }, 10)).toBeUndefined();
    expect(totalFromPage({ limit: 10, offset: 30 }, 0)).toBeUndefined();
  });
});
