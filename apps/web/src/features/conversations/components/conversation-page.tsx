import { Alert, Center, Container, Loader, SegmentedControl, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/auth-store.ts';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProject } from '../../projects/api/get-project.ts';
import { useConversation } from '../api/get-conversation.ts';
import { otherParty } from '../conversation-party.ts';
import { ChatPanel } from './chat-panel.tsx';
import classes from './conversation.module.css';
import { ConversationListPanel } from './conversation-list-panel.tsx';
import { DetailsPanel } from './details-panel.tsx';

export const panels = ['list', 'chat', 'details'] as const;
export type Panel = (typeof panels)[number];
const isPanel = (value: string | undefined): value is Panel => panels.includes(value as Panel);

/**
 * /conversations/:id/:open? — list, chat and details side by side; on a phone one at a time, chosen by
 * the segmented control or the `open` segment of the address (so a link can open the details).
 */
export function ConversationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const conversationId = Number(params.id);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const conversation = useConversation(conversationId);
  const project = useProject(conversation.data?.project_id ?? null);
  const panel: Panel = isPanel(params.open) ? params.open : 'chat';
  const party = conversation.data && session ? otherParty(conversation.data, session.userId) : undefined;
  const title = conversation.data
    ? (conversation.data.project?.name ?? t('conversation.withParty', { name: party?.name ?? '' }))
    : null;
  usePageMeta({ title });

  if (!session || !Number.isSafeInteger(conversationId)) return null;
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

  const choose = (next: Panel) =>
    navigate(`/conversations/${conversationId}${next === 'chat' ? '' : `/${next}`}`, { replace: true });
  const isShown = (name: Panel) => !isPhone || panel === name;
  const projectStatus = project.data?.status ?? conversation.data.project?.status ?? null;

  return (
    <div className={classes.page}>
      <Title order={1} size="h4" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {title}
      </Title>
      {isPhone && (
        // A fieldset with a legend names the switch: SegmentedControl's root is a plain div, where
        // aria-label is not allowed.
        <fieldset className={classes.panelSwitch}>
          <VisuallyHidden component="legend">{t('conversation.panels.label')}</VisuallyHidden>
          <SegmentedControl
            fullWidth
            radius={0}
            value={panel}
            onChange={(value) => choose(value as Panel)}
            data={panels.map((name) => ({ value: name, label: t(`conversation.panels.${name}`) }))}
          />
        </fieldset>
      )}
      <div className={classes.panels}>
        {isShown('list') && (
          <section className={classes.panel} aria-label={t('conversation.panels.list')}>
            <ConversationListPanel activeId={conversationId} viewerUserId={session.userId} onChoose={() => choose('chat')} />
          </section>
        )}
        {isShown('chat') && (
          <section className={`${classes.panel} ${classes.chat}`} aria-label={t('conversation.panels.chat')}>
            <ChatPanel
              key={conversationId}
              conversationId={conversationId}
              viewerUserId={session.userId}
              otherPartyName={party?.name ?? ''}
              projectStatus={projectStatus}
              isShown={isShown('chat')}
              isArchived={Boolean(conversation.data.archived_at)}
            />
          </section>
        )}
        {isShown('details') && (
          <section className={classes.panel} aria-label={t('conversation.panels.details')}>
            <DetailsPanel projectId={conversation.data.project_id} accountType={session.accountType} otherParty={party} />
          </section>
        )}
      </div>
    </div>
  );
}
