import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProjects } from '../../projects/api/get-projects.ts';

/** Students see the customer; customers see the student with a link to the profile (spec section 6). */
function PartyCell({ project, showsCustomer }: { project: Project; showsCustomer: boolean }) {
  if (showsCustomer) return <>{project.customer?.name ?? ''}</>;
  if (!project.student) return null;
  return (
    <Anchor component={Link} to={`/students/${project.student.slug}`}>
      {project.student.name}
    </Anchor>
  );
}

function StatusBadge({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" tt="none">
      {t(`projectStatus.${project.status}`)}
    </Badge>
  );
}

export function OverviewProjectList({ showsCustomer }: { showsCustomer: boolean }) {
  const { t } = useTranslation();
  const projects = useProjects();
  const created = (project: Project) => formatDate(project.created_at, 'longDay');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="overview-projects">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-projects">
          {t('overview.projects')}
        </Title>
        {projects.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : projects.isError ? (
          <Alert color="red">{t('overview.loadFailed')}</Alert>
        ) : projects.data.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t('overview.noProjects')}</Text>
            {!showsCustomer && (
              <Button component={Link} to="/students/search" variant="light">
                {t('overview.findStudent')}
              </Button>
            )}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overview.columns.name')}</Table.Th>
                  <Table.Th>{t(showsCustomer ? 'overview.columns.customer' : 'overview.columns.student')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('overview.columns.status')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('overview.columns.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.data.map((project) => (
                  <Table.Tr key={project.id}>
                    <Table.Td>
                      {project.conversation_id ? (
                        <Anchor component={Link} to={`/conversations/${project.conversation_id}`} fw={500}>
                          {project.name}
                        </Anchor>
                      ) : (
                        project.name
                      )}
                      {/* Phones have no room for the status and date columns; they go under the name. */}
                      <Group gap={6} mt={4} hiddenFrom="sm">
                        <StatusBadge project={project} />
                        <Text size="xs" c="dimmed">
                          {created(project)}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <PartyCell project={project} showsCustomer={showsCustomer} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <StatusBadge project={project} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{created(project)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
