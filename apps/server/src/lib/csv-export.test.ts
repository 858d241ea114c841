import { describe, expect, it } from 'vitest';
import { buildCsvExport, exportRowCap, withoutPaging } from './csv-export.ts';

describe('buildCsvExport', () => {
  const columns = [{ header: 'N', value: (n: number) => n }];

  it('asks for one row past the cap and cuts the export there, saying so', async () => {
    let asked = 0;
    const result = await buildCsvExport(columns, async (maxRows) => {
      asked = maxRows;
      return Array.from({ length: maxRows }, (_, i) => i);
    });
    expect(asked).toBe(exportRowCap + 1);
    expect(result.truncated).toBe(true);
    // Header plus exportRowCap rows, each CRLF-terminated.
    expect(result.csv.split('\r\n')).toHaveLength(exportRowCap + 2);
  });

  it('is not truncated at or below the cap', async () => {
    const result = await buildCsvExport(columns, async () => [1, 2]);
    expect(result).toEqual({ csv: '\uFEFFN\r\n1\r\n2\r\n', truncated: false });
  });
});

describe('withoutPaging', () => {
  it('drops limit and page and keeps the rest', () => {
    expect(withoutPaging({ limit: '1', page: '2', sort: 'x', filter_groups: [] })).toEqual({ sort: 'x', filter_groups: [] });
    expect(withoutPaging(undefined)).toEqual({});
  });
});
