import { describe, expect, it } from 'vitest';
import { type AuditEntryLike, type AuditWords, auditChangeLines, auditChanges, danishDateTime } from './audit-entry-text.ts';

describe('auditChanges', () => {
  it('keeps only the fields an edit changed, in the order written', () => {
    expect(
      auditChanges({ city: 'Aarhus', notes: 'a', postcode: '8000' }, { city: 'Odense', notes: 'a', postcode: '5000' }),
    ).toEqual([
      { field: 'city', before: 'Aarhus', after: 'Odense' },
      { field: 'postcode', before: '8000', after: '5000' },
    ]);
  });

  it('shows every field of a creation or a deletion, the missing side as undefined, but not one empty on both', () => {
    expect(auditChanges(null, { name: 'Eva', phone_number: null })).toEqual([{ field: 'name', before: undefined, after: 'Eva' }]);
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

// Words that show which function worded what.
const words: AuditWords = {
  none: '(intet)',
  yes: 'Ja',
  no: 'Nej',
  action: (action) => `action:${action}`,
  entity: (type, id) => `${type} #${id}`,
  field: (field) => `F(${field})`,
  value: (kind, code) => `${kind}:${code}`,
  kroner: (amount) => `${amount} kr.`,
};

describe('auditChangeLines (issue 34: labels and names, not codes)', () => {
  it('words an application decision: its statuses, the level by name, a boolean', () => {
    const entry: AuditEntryLike = {
      action: 'application.accepted',
      entity_type: 'student',
      before: { status: 'reviewed', activated: false },
      after: { status: 'accepted', level_id: 2, activated: true },
      names: { level_id: { '2': 'Rising Star' } },
    };
    expect(auditChangeLines(entry, words).map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      'F(status): application:reviewed → application:accepted',
      'F(activated): Nej → Ja',
      'F(level_id): (intet) → Rising Star',
    ]);
  });

  it('names a list of ids, keeps the id of a record gone, and words project, invoice and payout codes by their entity', () => {
    const created: AuditEntryLike = {
      action: 'student.created',
      entity_type: 'student',
      before: null,
      after: { skills: [4, 9], level_id: 3, password: 'auto' },
      names: { skills: { '4': 'Logo' } },
    };
    expect(auditChangeLines(created, words).map((l) => l.after)).toEqual(['Logo, #9', '3', 'password:auto']);
    const status = (entity_type: AuditEntryLike['entity_type'], action: AuditEntryLike['action']) =>
      auditChangeLines({ action, entity_type, before: { status: 'a' }, after: { status: 'b' } }, words)[0]?.after;
    expect(status('project', 'project.closed')).toBe('project:b');
    expect(status('invoice', 'invoice.paid')).toBe('invoice:b');
    expect(status('payout_month', 'payout_month.paid')).toBe('payout:b');
  });

  it('shows øre as kroner and an instant on the Danish clock', () => {
    const entry: AuditEntryLike = {
      action: 'invoice.reminded',
      entity_type: 'invoice',
      before: { reminders_sent: 0 },
      after: { reminders_sent: 1, fee_ore: 10000, paid_at: '2026-01-31T23:30:00.000Z' },
    };
    expect(auditChangeLines(entry, words).map((l) => l.after)).toEqual(['1', '100 kr.', '2026-02-01 00:30']);
  });
});

describe('danishDateTime', () => {
  it('is the Copenhagen minute in summer and winter', () => {
    expect(danishDateTime('2026-07-01T22:05:00Z')).toBe('2026-07-02 00:05');
    expect(danishDateTime(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01 00:00');
  });
});
