import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type ApplicationDecision, useDecideApplication } from '../api/decide-application.ts';
import { useApplication } from '../api/get-application.ts';
import { AcceptApplicationDialog } from './accept-application-dialog.tsx';
import { ApplicationFiles } from './application-files.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { RejectApplicationDialog } from './reject-application-dialog.tsx';

const listPath = '/administration/students/applications';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {value || '–'}
    </Text>
  );
}

const day = (value: string | null) => (value ? formatDate(value, 'isoDay') : null);

/**
 * /administration/students/applications/:id: the whole application, its PDFs and the staff actions
 * 'Markér som gennemset', 'Godkend' (level, confirmed) and 'Afvis' (optional message, confirmed).
 */
export function AdminApplicationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const studentId = Number(useParams().id);
  const application = useApplication(studentId);
  const decide = useDecideApplication(studentId);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);

  const back = (
    <Anchor component={Link} to={listPath}>
      {t('adminApplications.back')}
    </Anchor>
  );

  if (application.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (application.isError) {
    const notFound = application.error instanceof ApiError && application.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" title={t(notFound ? 'adminApplications.notFound' : 'adminApplications.detail.loadFailed')}>
          {notFound ? null : (
            <Button variant="light" color="red" size="xs" onClick={() => application.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  const data = application.data;
  const isOpen = data.status === 'received' || data.status === 'reviewed';

  // Named close buttons: a toast still showing while a dialog opens is read by screen readers too.
  const toast = (message: string, color?: string) =>
    notifications.show({
      message,
      color,
      autoClose: color ? toastDurations.normal : toastDurations.short,
      closeButtonProps: { 'aria-label': t('adminApplications.close') },
    });

  const run = (decision: ApplicationDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setDialog(null);
        if (decision.action === 'review') {
          toast(t('adminApplications.reviewed'));
          return;
        }
        toast(
          t(decision.action === 'accept' ? 'adminApplications.accepted' : 'adminApplications.rejected', { name: data.name }),
          'green',
        );
        navigate(listPath);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'APPLICATION_DECIDED') {
          setDialog(null);
          toast(t('adminApplications.alreadyDecided'), 'yellow');
        } else if (!dialog) {
          toast(t('adminApplications.actionFailed'), 'red');
        }
      },
    });

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('adminApplications.detail.title', { name: data.name })}
          </Title>
          <Group gap="xs">
            <ApplicationStatusBadge status={data.status} />
            <Text size="sm" c="dimmed">
              {t('adminApplications.detail.received', { date: day(data.created_at) })}
            </Text>
          </Group>
        </Stack>
        {isOpen ? (
          <Group gap="xs">
            {data.status === 'received' ? (
              <Button variant="default" loading={decide.isPending && !dialog} onClick={() => run({ action: 'review' })}>
                {t('adminApplications.markReviewed')}
              </Button>
            ) : null}
            <Button onClick={() => setDialog('accept')}>{t('adminApplications.accept.button')}</Button>
            <Button color="red" variant="light" onClick={() => setDialog('reject')}>
              {t('adminApplications.reject.button')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t('adminApplications.detail.applicant')}
            </Title>
            <Line label={t('adminApplications.detail.email')} value={data.email} />
            <Line label={t('adminApplications.detail.phone')} value={data.phone_number} />
            <Line label={t('adminApplications.detail.dateOfBirth')} value={data.date_of_birth} />
            <Line label={t('adminApplications.detail.studyProgramme')} value={data.study_programme} />
            <Line label={t('adminApplications.detail.institution')} value={data.institution} />
            <Line label={t('adminApplications.detail.reviewedAt')} value={day(data.reviewed_at)} />
            {data.accepted_at ? <Line label={t('adminApplications.detail.acceptedAt')} value={day(data.accepted_at)} /> : null}
            {data.rejected_at ? <Line label={t('adminApplications.detail.rejectedAt')} value={day(data.rejected_at)} /> : null}
            {data.delete_after ? <Line label={t('adminApplications.detail.deleteAfter')} value={day(data.delete_after)} /> : null}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('adminApplications.detail.skills')}
            </Title>
            <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: 20 }}>
              {data.skills.map((skill) => (
                <Text component="li" size="sm" key={skill.id}>
                  {skill.name}{' '}
                  <Text span size="sm" c="dimmed">
                    ({skill.group.name})
                  </Text>
                </Text>
              ))}
            </Stack>
            <Title order={2} size="h4" mt="sm">
              {t('adminApplications.detail.files')}
            </Title>
            <ApplicationFiles studentId={studentId} files={data.files} />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t('adminApplications.detail.message')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.message || '–'}
        </Text>
      </Paper>
      <AcceptApplicationDialog
        opened={dialog === 'accept'}
        name={data.name}
        pending={decide.isPending}
        failed={decide.isError && dialog === 'accept'}
        onClose={() => {
          setDialog(null);
          decide.reset();
        }}
        onConfirm={(levelId) => run({ action: 'accept', level_id: levelId })}
      />
      <RejectApplicationDialog
        opened={dialog === 'reject'}
        name={data.name}
        pending={decide.isPending}
        failed={decide.isError && dialog === 'reject'}
        onClose={() => {
          setDialog(null);
          decide.reset();
        }}
        onConfirm={(message) => run({ action: 'reject', ...(message ? { message } : {}) })}
      />
    </Stack>
  );
}
