import { Alert, Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ProjectRating } from '@studiekraft/shared/schemas/ratings';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingCard } from '../../students/components/rating-card.tsx';
import { useProjectRating, useSaveProjectRating } from '../api/project-rating.ts';
import { RatingForm } from './rating-form.tsx';

/** Errors the page explains in words; field errors (422) go on the fields instead. */
function saveErrorKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'ratingForm.errors.generic' as const;
  switch (error.code) {
    case 'RATING_EXISTS':
      return 'ratingForm.errors.exists' as const;
    case 'RATING_NOT_EDITABLE':
      return 'ratingForm.errors.notEditable' as const;
    case 'PROJECT_NOT_FINALIZED':
      return 'ratingForm.errors.notFinalized' as const;
    case 'VALIDATION_FAILED':
      return 'ratingForm.errors.validation' as const;
    default:
      return 'ratingForm.errors.generic' as const;
  }
}

/**
 * `/projects/:id/rating`, where the finalize e-mail's "Giv en bedømmelse" and the conversation's prompt
 * lead: the customer writes their one rating of the project's student, or changes it for 14 days
 * (decision 020). After saving it shows the rating and a link to the student's profile.
 */
export function ProjectRatingPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams().id);
  const query = useProjectRating(projectId);

  return (
    <Container size="sm" py="xl">
      {query.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="red">
          {query.error instanceof ApiError && query.error.status === 403
            ? t('ratingForm.notYours')
            : query.error instanceof ApiError && query.error.status === 404
              ? t('ratingForm.notFound')
              : t('ratingForm.loadFailed')}
        </Alert>
      ) : (
        <RatingPageBody projectId={projectId} data={query.data} />
      )}
    </Container>
  );
}

function RatingPageBody({ projectId, data }: { projectId: number; data: ProjectRating }) {
  const { t } = useTranslation();
  const session = useSession();
  const save = useSaveProjectRating(projectId);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const profile = `/students/${data.student.slug}`;
  const showForm = data.can_create || (editing && data.can_edit);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('ratingForm.heading', { name: data.student.name })}
      </Title>
      <Text c="dimmed">{t('ratingForm.project', { name: data.project.name })}</Text>
      {save.isError && !(save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED') && (
        <Alert color="red" role="alert">
          {t(saveErrorKey(save.error))}
        </Alert>
      )}
      {showForm ? (
        <RatingForm
          rating={data.rating}
          suggestedName={session?.account.name ?? ''}
          pending={save.isPending}
          onSubmit={async (input) => {
            await save.mutateAsync({ input, existing: data.rating !== null });
            setEditing(false);
            setJustSaved(true);
          }}
        />
      ) : data.rating ? (
        <Stack gap="sm">
          {justSaved && (
            <Alert color="green" role="status">
              {t('ratingForm.saved')}
            </Alert>
          )}
          <RatingCard rating={data.rating} />
          {data.can_edit && data.editable_until ? (
            <Text size="sm">
              {t('ratingForm.editableUntil', { date: formatDate(data.editable_until, 'numericDay') })}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
                {t('ratingForm.edit')}
              </Button>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('ratingForm.locked')}
            </Text>
          )}
        </Stack>
      ) : (
        <Alert color="blue">{t('ratingForm.notFinalizedYet')}</Alert>
      )}
      <Anchor component={Link} to={profile}>
        {t('ratingForm.profileLink', { name: data.student.name })}
      </Anchor>
    </Stack>
  );
}
