import { Alert, Anchor, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { danishTime } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type AuditEntry, type AuditSource, useAuditEntries } from '../api/get-audit-entries.ts';
import { auditChanges } from '../audit-changes.ts';

/** Long texts (a hidden message, notes) are cut: the full value is in the CSV export. */
const maxValueLength = 120;

function useFormatValue() {
  const { t } = useTranslation();
  return (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('adminAudit.none');
    if (field === 'status' && typeof value === 'string') return t(`projectStatus.${value}`, { defaultValue: value });
    if (typeof value === 'boolean') return t(value ? 'adminAudit.yes' : 'adminAudit.no');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text;
  };
}

/** Which record an entry is about, linked where the back office has a page for it. */
function EntityRef({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const kind = t(`adminAudit.entities.${entry.entity_type}`, { id: entry.entity_id });
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
  const format = useFormatValue();

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
        const changes = auditChanges(entry.before, entry.after);
        return (
          <List.Item key={entry.id}>
            <Stack gap={2}>
              <Text size="sm">
                {t(`adminAudit.actions.${entry.action}` as 'adminAudit.actions.user.activated')}
                <Text span c="dimmed" size="xs">
                  {' · '}
                  <time dateTime={entry.created_at}>{danishTime(entry.created_at).format('YYYY-MM-DD HH:mm')}</time>
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
                  {t(`adminAudit.fields.${change.field}`, { defaultValue: change.field })}: {format(change.field, change.before)}{' '}
                  → {format(change.field, change.after)}
                </Text>
              ))}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
