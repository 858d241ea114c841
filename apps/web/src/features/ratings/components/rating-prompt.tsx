import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProjectRating } from '../api/project-rating.ts';

/**
 * In the conversation of a finalized project, the customer is asked for a rating ("Giv en bedømmelse"),
 * or may change theirs while it can still be changed; once it stands nothing is shown.
 */
export function RatingPrompt({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const rating = useProjectRating(projectId);
  if (!rating.data) return null;
  const { can_create, can_edit, student } = rating.data;
  if (!can_create && !can_edit) return null;
  return (
    <Stack gap={4} data-testid="rating-prompt">
      <Title order={2} size="h5">
        {t('ratingForm.promptTitle')}
      </Title>
      {can_create && <Text size="sm">{t('ratingForm.promptText', { name: student.name })}</Text>}
      <Button component={Link} to={`/projects/${projectId}/rating`} size="xs" variant={can_create ? 'filled' : 'light'}>
        {can_create ? t('ratingForm.give') : t('ratingForm.edit')}
      </Button>
    </Stack>
  );
}
