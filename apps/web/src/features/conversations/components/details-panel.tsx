import { Alert, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { ConversationParty } from '@studiekraft/shared/schemas/conversations';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ProjectFiles } from '../../files/components/project-files.tsx';
import { ProjectInvoice } from '../../invoices/components/project-invoice.tsx';
import { useProject } from '../../projects/api/get-project.ts';
import { ProjectActions } from '../../projects/components/project-actions.tsx';
import { ProjectDetails } from '../../projects/components/project-details.tsx';
import { ProjectEvents } from '../../projects/components/project-events.tsx';
import { RatingPrompt } from '../../ratings/components/rating-prompt.tsx';

interface DetailsPanelProps {
  projectId: number | null;
  accountType: AccountType;
  otherParty: ConversationParty | undefined;
}

/**
 * The right panel: project details, the viewer's actions, the attachments and the project's events; a plain
 * chat has no project.
 */
export function DetailsPanel({ projectId, accountType, otherParty }: DetailsPanelProps) {
  const { t } = useTranslation();
  const project = useProject(projectId);

  if (projectId === null) {
    return (
      <Stack p="md" gap="xs">
        <Title order={2} size="h5">
          {t('conversation.detailsTitle')}
        </Title>
        <Text size="sm">{t('conversation.noProject', { name: otherParty?.name ?? '' })}</Text>
      </Stack>
    );
  }
  if (project.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (project.isError) {
    return (
      <Alert color="red" m="md">
        {t('projects.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack p="md" gap="md">
      <ProjectDetails project={project.data} viewerIsStudent={accountType === 'STUDENT'} />
      <Divider />
      <ProjectActions project={project.data} accountType={accountType} />
      {accountType === 'CUSTOMER' && project.data.status === 'project-finalized' && <RatingPrompt projectId={project.data.id} />}
      {/* The invoice that follows a finalized project (decision 025): the customer's and staff's, never the student's. */}
      {accountType !== 'STUDENT' && project.data.status === 'project-finalized' && (
        <>
          <Divider />
          <ProjectInvoice projectId={project.data.id} />
        </>
      )}
      <Divider />
      <ProjectFiles project={project.data} />
      <Divider />
      <ProjectEvents projectId={project.data.id} />
    </Stack>
  );
}
