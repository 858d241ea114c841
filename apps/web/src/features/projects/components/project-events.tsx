import { List, Stack, Text, Title } from '@mantine/core';
import { projectEventTypes } from '@studiekraft/shared/constants/project-statuses';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProjectEvents } from '../api/get-project-events.ts';

type KnownEvent = (typeof projectEventTypes)[number];
const isKnown = (type: string): type is KnownEvent => (projectEventTypes as readonly string[]).includes(type);

/** The project's history, oldest first, as the server lists it. */
export function ProjectEvents({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const events = useProjectEvents(projectId);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('projects.events.title')}
      </Title>
      {events.isError && <Text c="red">{t('projects.events.loadFailed')}</Text>}
      {events.data?.length === 0 && <Text c="dimmed">{t('projects.events.empty')}</Text>}
      {events.data && events.data.length > 0 && (
        <List size="sm" spacing={4}>
          {events.data.map((event) => (
            <List.Item key={event.id}>
              <Text size="sm" span fw={500}>
                {isKnown(event.type) ? t(`projects.events.types.${event.type}`) : event.type}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(event.created_at, 'shortDayTime')}
                {event.account ? ` · ${event.account.name}` : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
