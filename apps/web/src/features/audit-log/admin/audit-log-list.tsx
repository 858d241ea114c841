import { Alert, Anchor, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { auditChangeLines, danishDateTime } from '@studiekraft/shared/rules/audit-entry-text';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type AuditEntry, type AuditSource, useAuditEntries } from '../api/get-audit-entries.ts';
import { useAuditWords } from '../use-audit-words.ts';

/** Long texts (a hidden message, notes) are cut: the full value is in the CSV export. */
const maxValueLength = 120;
const cut = (text: string) => (text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text);

/** Which record an entry is about, linked where the back office has a page for it. */
function EntityRef({ entry }: { entry: AuditEntry }) {
  const words = useAuditWords();
  const kind = words.entity(entry.entity_type, entry.entity_id);
  const label = entry.entity_label ? `${kind}: ${entry.entity_label}` : kind;
  return entry.entity_type === 'customer' ? (
    <Anchor component={Link} to={`/administration/customers/${entry.entity_id}`} size="xs">
      {label}
    </Anchor>
  ) : (
    label
  );
}

/**
 * Who did what to the given records, and when, with each changed field's before and after (decision
 * 018). Used on the customer, project and employee pages of the back office.
 */
interface Props {
  sources: AuditSource[];
  enabled?: boolean;
  /** Name the record of each entry: for lists that span records, such as what one employee did. */
  showEntity?: boolean;
}

export function AuditLogList({ sources, enabled, showEntity = false }: Props) {
  const { t } = useTranslation();
  const audit = useAuditEntries(sources, { enabled });
  const words = useAuditWords();

  if (audit.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (audit.isError)
    return (
      <Alert color="red" title={t('adminAudit.loadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => audit.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (audit.data.length === 0) return <Text c="dimmed">{t('adminAudit.empty')}</Text>;

  return (
    <List spacing="xs" size="sm" listStyleType="none" ml={0} pl={0}>
      {audit.data.map((entry) => {
        // Labels, names and codes in words, as the CSV export words them (issue 34).
        const changes = auditChangeLines(entry, words);
        return (
          <List.Item key={entry.id}>
            <Stack gap={2}>
              <Text size="sm">
                {words.action(entry.action)}
                <Text span c="dimmed" size="xs">
                  {' · '}
                  {/* The CSV export's Tidspunkt, written by the same function. */}
                  <time dateTime={entry.created_at}>{danishDateTime(entry.created_at)}</time>
                  {' · '}
                  {entry.employee?.name ?? t('adminAudit.unknownEmployee')}
                  {showEntity ? (
                    <>
                      {' · '}
                      <EntityRef entry={entry} />
                    </>
                  ) : null}
                </Text>
              </Text>
              {changes.map((change) => (
                <Text key={change.field} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {change.label}: {cut(change.before)} → {cut(change.after)}
                </Text>
              ))}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
