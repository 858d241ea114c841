import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CustomerInvoiceList } from '../../invoices/components/customer-invoice-list.tsx';
import { EarningsCard } from './earnings-card.tsx';
import { OverviewConversationList } from './overview-conversation-list.tsx';
import { OverviewProjectList } from './overview-project-list.tsx';

/** Templates a customer copies to describe a task: students pass the link on when a brief is thin. */
const briefingTemplatesPath = '/skabeloner';

function StudentGuidance() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-primary-color-light)">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('overview.guidance.title')}
        </Title>
        <Text>{t('overview.guidance.text')}</Text>
        <Anchor component={Link} to={briefingTemplatesPath}>
          {t('overview.guidance.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** /overview by role: customers their projects; students guidance, earnings, projects and loose chats; staff chats. */
export function OverviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const type = session.accountType;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titles.overview')}</Title>
        {type === 'STUDENT' && <StudentGuidance />}
        {type === 'STUDENT' && <EarningsCard />}
        {type !== 'EMPLOYEE' && <OverviewProjectList showsCustomer={type === 'STUDENT'} />}
        {type !== 'CUSTOMER' && <OverviewConversationList withoutProjects={type === 'STUDENT'} />}
        {type === 'CUSTOMER' && <CustomerInvoiceList />}
      </Stack>
    </Container>
  );
}
