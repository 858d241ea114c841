import { describe, expect, it } from 'vitest';
import { auditChanges } from '../audit-changes.ts';

describe('auditChanges', () => {
  it('keeps only the fields an edit changed, in the order written', () => {
    expect(
      auditChanges({ city: 'Aarhus', notes: 'a', postcode: '8000' }, { city: 'Odense', notes: 'a', postcode: '5000' }),
    ).toEqual([
      { field: 'city', before: 'Aarhus', after: 'Odense' },
      { field: 'postcode', before: '8000', after: '5000' },
    ]);
  });

  it('shows every field of a creation or a deletion, the missing side as undefined', () => {
    expect(auditChanges(null, { name: 'Eva' })).toEqual([{ field: 'name', before: undefined, after: 'Eva' }]);
    expect(auditChanges({ name: 'Eva' }, null)).toEqual([{ field: 'name', before: 'Eva', after: undefined }]);
  });

  it('treats a field only on one side of an edit as a change, and null as equal to missing', () => {
    expect(auditChanges({ status: 'OPEN' }, { status: 'CLOSED', message: 'Gået i stå' })).toEqual([
      { field: 'status', before: 'OPEN', after: 'CLOSED' },
      { field: 'message', before: undefined, after: 'Gået i stå' },
    ]);
    expect(auditChanges({ notes: null }, { notes: undefined })).toEqual([]);
  });
});
