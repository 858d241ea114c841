import { Alert, Center, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useConversations } from '../../conversations/api/get-conversations.ts';
import { ConversationSummary } from '../../conversations/components/conversation-summary.tsx';

/** 'Samtaler': for students only those without a project (their projects have their own list). */
export function OverviewConversationList({ withoutProjects }: { withoutProjects: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const conversations = useConversations(withoutProjects ? { hasProjects: false } : {});

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="overview-conversations">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-conversations">
          {t('overview.conversations')}
        </Title>
        {conversations.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : conversations.isError ? (
          <Alert color="red">{t('overview.loadFailed')}</Alert>
        ) : conversations.data.length === 0 ? (
          <Text>{t('overview.noConversations')}</Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.data.map((conversation) => (
              <li key={conversation.id}>
                <UnstyledButton component={Link} to={`/conversations/${conversation.id}`} py="xs" display="block" w="100%">
                  {session && <ConversationSummary conversation={conversation} viewerUserId={session.userId} />}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
