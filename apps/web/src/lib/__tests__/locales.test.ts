import { describe, expect, it } from 'vitest';
import da from '../../locales/da.json';
import en from '../../locales/en.json';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('da.json and en.json have exactly the same keys', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(da).sort());
  });

  it('has no empty texts', () => {
    const texts = (node: unknown): unknown[] =>
      typeof node === 'object' && node !== null ? Object.values(node).flatMap(texts) : [node];
    for (const text of [...texts(da), ...texts(en)]) {
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const byKey = (node: unknown, prefix = ''): [string, string][] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([key, value]) => byKey(value, prefix ? `${prefix}.${key}` : key))
        : [[prefix, String(node)]];
    const english = new Map(byKey(en));
    for (const [key, text] of byKey(da)) {
      expect(variables(english.get(key) ?? ''), key).toEqual(variables(text));
    }
  });
});
