import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatDecimal } from '../../../lib/format-number.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { StaffDataExportButton } from '../../account/admin/staff-data-export-button.tsx';
import { StaffPersonalDataButton } from '../../account/admin/staff-personal-data-button.tsx';
import { UserActivationSwitch } from '../../account/admin/user-activation-switch.tsx';
import { UserConversationsSection } from '../../conversations/admin/user-conversations-section.tsx';
import { WriteToUserButton } from '../../conversations/components/write-to-user-button.tsx';
import { useAdminStudent } from '../api/get-admin-student.ts';
import { useStudentReferences } from '../api/get-student-references.ts';
import { ReferencesList } from '../components/references-list.tsx';
import { studentKeys } from '../query-keys.ts';
import { StudentAuditPanel } from './student-audit-panel.tsx';
import { StudentDeleteButton } from './student-delete-button.tsx';
import { StudentEditDialog } from './student-edit-dialog.tsx';
import { StudentLevelSkillsEditor } from './student-level-skills-editor.tsx';
import { StudentProjectsTable } from './student-projects-table.tsx';
import { StudentRatingsSection } from './student-ratings-section.tsx';
import { StudentTextsCard } from './student-texts-card.tsx';

const backLink = (label: string) => (
  <Anchor component={Link} to="/administration/students">
    {label}
  </Anchor>
);

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm" component="div">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {children || '–'}
    </Text>
  );
}

function StudentInfoCard({ student }: { student: Student }) {
  const { t } = useTranslation();
  const rating =
    student.average_rating === null
      ? t('adminStudents.detail.noRatings')
      : t('adminStudents.ratingValue', {
          average: formatDecimal(student.average_rating, currentLanguage()),
          count: student.ratings_count,
        });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="student-info-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="student-info-title">
          {t('adminStudents.detail.info')}
        </Title>
        {/* Read-only on purpose: staff never change another user's login e-mail (decision 022). */}
        <Line label={t('adminStudents.fields.email')}>{student.user?.email}</Line>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('adminStudents.email.hint')}
        </Text>
        <Line label={t('adminStudents.fields.phone')}>{student.phone_number}</Line>
        <Line label={t('adminStudents.fields.dateOfBirth')}>
          {student.date_of_birth ? formatDate(student.date_of_birth, 'longDay') : null}
        </Line>
        <Line label={t('adminStudents.columns.created')}>{formatDate(student.created_at, 'isoDay')}</Line>
        <Line label={t('adminStudents.detail.averageRating')}>{rating}</Line>
        <Line label={t('adminStudents.fields.level')}>
          <LevelBadge level={student.level} />
        </Line>
        <Group gap={6}>
          {(student.skills ?? []).map((skill) => (
            <Badge key={skill.id} variant="light" color="gray" styles={{ label: { overflow: 'visible' } }}>
              {skill.name}
            </Badge>
          ))}
        </Group>
        {student.user ? (
          <UserActivationSwitch
            userId={student.user.id}
            activated={student.user.activated}
            name={student.name}
            texts="adminStudents.detail"
            refetch={studentKeys.all}
          />
        ) : null}
        <Anchor component={Link} to={`/students/${student.slug}`} size="sm">
          {t('adminStudents.detail.publicProfile')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function StudentDetail({ student, onDeleted }: { student: Student; onDeleted: (result: DeleteResult['data']) => void }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'edit' | null>(null);
  const references = useStudentReferences(student.id);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          {backLink(t('adminStudents.detail.back'))}
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={student.name} src={student.avatars.primary} size={48} />
            <Title order={1} size="h2">
              {student.name}
            </Title>
            {student.is_new ? (
              <Badge color="orange" variant="light">
                {t('adminStudents.new')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {student.user ? <WriteToUserButton userId={student.user.id} label={t('adminStudents.detail.writeTo')} /> : null}
          <Button onClick={() => setDialog('edit')}>{t('adminStudents.detail.edit')}</Button>
          <StudentDeleteButton studentId={student.id} name={student.name} onDone={onDeleted} />
          {student.user ? (
            <>
              <StaffDataExportButton userId={student.user.id} texts="adminStudents.detail" />
              <StaffPersonalDataButton
                userId={student.user.id}
                name={student.name}
                texts="adminStudents.detail"
                refetch={studentKeys.all}
              />
            </>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StudentInfoCard student={student} />
        <Stack gap="lg">
          <Paper withBorder p="md" component="section" aria-labelledby="student-notes-title">
            <Title order={2} size="h4" mb="xs" id="student-notes-title">
              {t('adminStudents.fields.notes')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} c={student.notes ? undefined : 'dimmed'}>
              {student.notes || t('adminStudents.detail.noNotes')}
            </Text>
          </Paper>
          <StudentLevelSkillsEditor
            key={`${student.level.id}:${(student.skills ?? []).map((s) => s.id).join()}`}
            student={student}
          />
        </Stack>
      </SimpleGrid>
      <StudentTextsCard student={student} />
      <Paper withBorder p="md" component="section" aria-labelledby="student-projects-title">
        <Title order={2} size="h4" mb="xs" id="student-projects-title">
          {t('adminStudents.detail.projects')}
        </Title>
        <StudentProjectsTable projects={student.projects ?? []} />
      </Paper>
      {student.user ? <UserConversationsSection userId={student.user.id} name={student.name} /> : null}
      <StudentRatingsSection studentId={student.id} />
      <Paper withBorder p="md">
        {references.isError ? (
          <Alert color="red" title={t('adminStudents.detail.referencesFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => references.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <ReferencesList references={references.data ?? []} studentId={student.id} canManage={references.isSuccess} />
        )}
      </Paper>
      <StudentAuditPanel studentId={student.id} />
      <StudentEditDialog student={student} opened={dialog === 'edit'} onClose={close} />
    </Stack>
  );
}

/** /administration/students/{id} (spec section 2, 'Admin student detail'). */
export function AdminStudentDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const student = useAdminStudent(id);
  const [outcome, setOutcome] = useState<DeleteResult['data'] | null>(null);

  if (outcome?.deleted) {
    return (
      <Stack gap="md">
        <Alert color="green">{t('adminStudents.detail.deleted')}</Alert>
        {backLink(t('adminStudents.detail.back'))}
      </Stack>
    );
  }
  if (student.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (student.isError) {
    const notFound = student.error instanceof ApiError && student.error.status === 404;
    return (
      <Stack gap="md">
        <Alert color="red" title={t(notFound ? 'adminStudents.detail.notFound' : 'adminStudents.detail.loadFailed')}>
          {notFound ? null : (
            <Button variant="light" color="red" size="xs" onClick={() => student.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
        {backLink(t('adminStudents.detail.back'))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {outcome && !outcome.deleted ? <Alert color="yellow">{t('adminStudents.detail.deactivatedInstead')}</Alert> : null}
      <StudentDetail student={student.data} onDeleted={setOutcome} />
    </Stack>
  );
}
