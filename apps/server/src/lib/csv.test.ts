import { describe, expect, it } from 'vitest';
import { csvBom, csvCell, csvDate, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each(['=1+1', '+45 1234', '-2+3', '-2,5;x', '@SUM(A1)', '\tx', '\rx'])('neutralises a formula start in %j', (text) => {
    expect(csvCell(text).replace(/^"|"$/g, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('leaves ordinary text, numbers (also negative) and empty values alone', () => {
    expect(csvCell('Karen Ærø')).toBe('Karen Ærø');
    expect(csvCell(-12.5)).toBe('-12,5');
    expect(csvCell(1234.75)).toBe('1234,75');
    expect(csvCell('-700,00')).toBe('-700,00');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-23T10:00:00.000Z');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('sagde "hej"')).toBe('"sagde ""hej"""');
    expect(csvCell('linje 1\nlinje 2')).toBe('"linje 1\nlinje 2"');
  });
});

describe('csvDate', () => {
  it('is the day in Copenhagen, not in UTC', () => {
    expect(csvDate(new Date('2026-11-23T23:30:00.000Z'))).toBe('2026-11-24');
    expect(csvDate(new Date('2026-07-01T21:59:00.000Z'))).toBe('2026-07-01');
    expect(csvDate(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, has a header line and CRLF-separated rows', () => {
    const csv = toCsv(
      [
        { header: 'Navn', value: (r: { name: string; n: number }) => r.name },
        { header: 'Antal', value: (r) => r.n },
      ],
      [
        { name: 'Åse', n: 2 },
        { name: '=cmd', n: -1 },
      ],
    );
    expect(csv.startsWith(csvBom)).toBe(true);
    expect(csv.slice(1)).toBe("Navn;Antal\r\nÅse;2\r\n'=cmd;-1\r\n");
  });
});
