import { Alert, Center, List, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs.ts';
import { useCustomerAudit } from '../api/get-customer-audit.ts';

/** The audit log on the customer page: who changed what, and when (decision 018). */
export function CustomerAuditLog({ customerId, userId }: { customerId: number; userId: number | undefined }) {
  const { t } = useTranslation();
  const audit = useCustomerAudit(customerId, userId);

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t('adminAudit.title')}
      </Title>
      {audit.isPending ? (
        <Center py="sm">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : audit.isError ? (
        <Alert color="red">{t('adminAudit.loadFailed')}</Alert>
      ) : audit.data.length === 0 ? (
        <Text c="dimmed">{t('adminAudit.empty')}</Text>
      ) : (
        <List spacing="xs" size="sm">
          {audit.data.map((entry) => (
            <List.Item key={`${entry.entity_type}-${entry.id}`}>
              {t(`adminAudit.actions.${entry.action}` as 'adminAudit.actions.user.activated')}
              <Text span c="dimmed" size="xs">
                {' · '}
                {dayjs(entry.created_at).format('YYYY-MM-DD HH:mm')}
                {' · '}
                {entry.employee?.name ?? t('adminAudit.unknownEmployee')}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
