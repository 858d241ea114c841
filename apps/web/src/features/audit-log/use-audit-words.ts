import type { AuditValueKind, AuditWords } from '@studiekraft/shared/rules/audit-entry-text';
import { useMemo } from 'react';
import { formatKronerWithOre } from '../../lib/format-money.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

/** Where each closed set's codes are worded: the same labels the rest of the back office shows. */
const valueKey: Record<AuditValueKind, (code: string) => string> = {
  project: (code) => `projectStatus.${code}`,
  application: (code) => `adminApplications.status.${code}`,
  invoice: (code) => `invoices.status.${code}`,
  payout: (code) => `payouts.status.${code}`,
  password: (code) => `adminAudit.values.password.${code}`,
};

/**
 * The audit log's words in the interface language, for the shared `auditChangeLines` (issue 34): the
 * server words the CSV export with the same Danish texts.
 */
export function useAuditWords(): AuditWords {
  const { t } = useTranslation();
  const language = currentLanguage();
  return useMemo(
    () => ({
      none: t('adminAudit.none'),
      yes: t('adminAudit.yes'),
      no: t('adminAudit.no'),
      action: (action) => t(`adminAudit.actions.${action}` as 'adminAudit.actions.user.activated', { defaultValue: action }),
      entity: (type, id) => t(`adminAudit.entities.${type}`, { id }),
      field: (field) => t(`adminAudit.fields.${field}`, { defaultValue: field }),
      value: (kind, code) => t(valueKey[kind](code) as 'adminAudit.none', { defaultValue: code }),
      kroner: (amount) => formatKronerWithOre(amount, language),
    }),
    [t, language],
  );
}
