import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { RatingScore, Student } from '@studiekraft/shared/schemas/students';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ContactButton } from './contact-button.tsx';
import { EditProfileTextsButton, useIsProfileOwner } from './owner-text-editing.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ShortTextInline } from './short-text-inline.tsx';

export function ProfileHeader({ student, score }: { student: Student; score: RatingScore | undefined }) {
  const { t } = useTranslation();
  const average = score ? score.average : student.average_rating;
  const count = score?.count ?? student.ratings_count;
  const isOwner = useIsProfileOwner(student);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <UserAvatar name={student.name} src={student.avatars?.primary} size={120} />
        <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {student.name}
            </Title>
            {student.is_new && (
              <Badge color="orange" variant="light">
                {t('students.new')}
              </Badge>
            )}
          </Group>
          <LevelBadge level={student.level} size="md" />
          <ShortTextInline student={student} editable={isOwner} />
          <RatingSummary average={average ?? null} count={count} />
        </Stack>
        <Stack gap="xs" w={{ base: '100%', sm: 'auto' }}>
          <ContactButton student={student} size="md" fullWidth />
          <EditProfileTextsButton student={student} />
        </Stack>
      </Group>
    </Paper>
  );
}
