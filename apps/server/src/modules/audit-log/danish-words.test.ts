import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActions, auditEntityTypes } from '@studiekraft/shared/constants/audit';
import { describe, expect, it } from 'vitest';
import { danishAuditTexts, danishAuditWords } from './danish-words.ts';

// The web app's Danish texts: the CSV export must say what the panel says.
const da = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../web/src/locales/da.json'), 'utf8'));

describe("the CSV export's Danish words (issue 34)", () => {
  it("are da.json's adminAudit texts and the screens' status labels", () => {
    const { values, ...audit } = danishAuditTexts;
    expect(audit).toEqual({
      entities: da.adminAudit.entities,
      actions: da.adminAudit.actions,
      fields: da.adminAudit.fields,
      none: da.adminAudit.none,
      unknownEmployee: da.adminAudit.unknownEmployee,
      yes: da.adminAudit.yes,
      no: da.adminAudit.no,
    });
    expect(values).toEqual({
      password: da.adminAudit.values.password,
      project: da.projectStatus,
      application: da.adminApplications.status,
      invoice: da.invoices.status,
      payout: da.payouts.status,
    });
  });

  it('word every action and record kind the log knows', () => {
    for (const action of auditActions) expect(danishAuditWords.action(action), action).not.toBe(action);
    for (const type of auditEntityTypes) expect(danishAuditWords.entity(type, 7), type).toMatch(/7/);
  });
});
