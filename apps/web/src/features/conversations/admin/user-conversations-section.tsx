import { Anchor, Badge, Paper, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListQueryStates } from '../../../components/ui/list-query-states.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUserConversations } from '../api/get-user-conversations.ts';
import { otherParty } from '../conversation-party.ts';

interface Props {
  userId: number;
  /** Whose page this is: the conversations open as this person sees them. */
  name: string;
}

/**
 * A customer's or a student's conversations on their staff page, each a link to the staff view of it
 * (/administration/conversations/:id/:userId) as this user sees it: projects, welcome threads and staff
 * threads alike, archived ones marked.
 */
export function UserConversationsSection({ userId, name }: Props) {
  const { t } = useTranslation();
  const conversations = useUserConversations(userId);
  const titleId = `user-conversations-${userId}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {t('userConversations.title')}
      </Title>
      <ListQueryStates
        query={conversations}
        loadFailed={t('userConversations.loadFailed')}
        empty={t('userConversations.empty', { name })}
      >
        {({ rows }) => (
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('userConversations.conversation')}</Table.Th>
                  <Table.Th>{t('userConversations.with')}</Table.Th>
                  <Table.Th>{t('userConversations.latest')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((conversation) => (
                  <Table.Tr key={conversation.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/administration/conversations/${conversation.id}/${userId}`}>
                        {conversation.project?.name ?? t('userConversations.noProject')}
                      </Anchor>
                      {conversation.archived_at ? (
                        <Badge color="gray" variant="light" ml="xs">
                          {t('staffConversation.archived')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{otherParty(conversation, userId)?.name ?? '–'}</Table.Td>
                    <Table.Td>{formatDate(conversation.updated_at, 'shortDayTime')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListQueryStates>
    </Paper>
  );
}
