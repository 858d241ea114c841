import { Alert, Anchor, Badge, Center, Container, Group, Loader, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProject } from '../../projects/api/get-project.ts';
import { useConversation } from '../api/get-conversation.ts';
import { ArchiveConversationButton } from '../components/archive-conversation-button.tsx';
import { ChatPanel } from '../components/chat-panel.tsx';
import classes from '../components/conversation.module.css';
import { DetailsPanel } from '../components/details-panel.tsx';
import { otherParty } from '../conversation-party.ts';

/**
 * conversations.employee (/administration/conversations/:id/:userId): a conversation as participant
 * `userId` sees it, read-only for staff, beside the project's details and the staff actions. Staff write
 * nothing in it (decision 018) but may hide a message and archive or restore the conversation.
 */
export function StaffConversationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const conversationId = Number(params.id);
  const participantUserId = Number(params.userId);
  const conversation = useConversation(conversationId);
  const project = useProject(conversation.data?.project_id ?? null);
  const party = conversation.data ? otherParty(conversation.data, participantUserId) : undefined;
  const participant =
    conversation.data?.sender?.user_id === participantUserId ? conversation.data.sender : conversation.data?.addressee;
  const title = conversation.data ? (conversation.data.project?.name ?? party?.name ?? '') : null;
  usePageMeta({ title });

  if (!Number.isSafeInteger(conversationId) || !Number.isSafeInteger(participantUserId)) return null;
  if (conversation.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (conversation.isError) {
    return (
      <Container py="xl">
        <Alert color="red">{t('conversation.loadFailed')}</Alert>
      </Container>
    );
  }

  const isArchived = Boolean(conversation.data.archived_at);

  return (
    <div className={`${classes.page} ${classes.staffPage}`}>
      <div style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" gap="xs" px="md" pt="xs">
          <Group gap="xs">
            <Title order={1} size="h4">
              {title}
            </Title>
            {isArchived ? (
              // Light: white on the filled gray is below AA contrast at badge size.
              <Badge color="gray" variant="light">
                {t('staffConversation.archived')}
              </Badge>
            ) : null}
          </Group>
          <ArchiveConversationButton conversationId={conversationId} isArchived={isArchived} />
        </Group>
        <Text size="sm" c="dimmed" px="md" pb="xs">
          {t('staffConversation.seenAs', { name: participant?.name ?? '' })}{' '}
          {party ? (
            // Underlined: in the dimmed sentence the link's colour alone does not set it apart (axe link-in-text-block).
            <Anchor
              component={Link}
              size="sm"
              underline="always"
              to={`/administration/conversations/${conversationId}/${party.user_id}`}
            >
              {t('staffConversation.switchTo', { name: party.name })}
            </Anchor>
          ) : null}
        </Text>
      </div>
      <div className={`${classes.panels} ${classes.twoPanels}`}>
        <section className={`${classes.panel} ${classes.chat}`} aria-label={t('conversation.panels.chat')}>
          <ChatPanel
            key={`${conversationId}-${participantUserId}`}
            conversationId={conversationId}
            viewerUserId={participantUserId}
            otherPartyName={party?.name ?? ''}
            projectStatus={project.data?.status ?? conversation.data.project?.status ?? null}
            isShown
            readOnly
            canHide
          />
        </section>
        <section className={classes.panel} aria-label={t('conversation.panels.details')}>
          <DetailsPanel projectId={conversation.data.project_id} accountType="EMPLOYEE" otherParty={party} />
        </section>
      </div>
    </div>
  );
}
