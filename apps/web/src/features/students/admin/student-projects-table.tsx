import { Anchor, Table, Text } from '@mantine/core';
import type { Student } from '@studiekraft/shared/schemas/students';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

type StudentProject = NonNullable<Student['projects']>[number];

/** The student's projects with status and customer, as the customer detail lists theirs. */
export function StudentProjectsTable({ projects }: { projects: StudentProject[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text c="dimmed">{t('adminStudents.detail.noProjects')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t('adminStudents.detail.projects')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminStudents.detail.project')}</Table.Th>
            <Table.Th>{t('adminStudents.detail.status')}</Table.Th>
            <Table.Th>{t('adminStudents.detail.customer')}</Table.Th>
            <Table.Th>{t('adminStudents.columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>{project.name}</Table.Td>
              <Table.Td>{t(`projectStatus.${project.status}` as 'projectStatus.project-created')}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/administration/customers/${project.customer_id}`}>
                  {project.customer_name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(project.created_at, 'isoDay')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
