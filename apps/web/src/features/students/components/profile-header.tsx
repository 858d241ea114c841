import { Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { RatingScore, Student } from '@studiekraft/shared/schemas/students';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useSession } from '../../../lib/auth-store.ts';
import { ContactButton } from './contact-button.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { StudentAvatar } from './student-avatar.tsx';

/**
 * Spec section 2: the owner edits the short and about texts; owner and employees manage references.
 * Those editors are a later issue, so the button is there, disabled, and says so.
 */
function EditPlaceholder({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const isOwner = session?.accountType === 'STUDENT' && session.account.slug === slug;
  const isStaff = session?.accountType === 'EMPLOYEE';
  if (!isOwner && !isStaff) return null;
  return (
    <Tooltip label={t('common.comingSoonShort')} withArrow>
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        data-disabled
        onClick={(event) => event.preventDefault()}
      >
        {t('students.profile.edit')} ({t('common.comingSoonShort')})
      </Button>
    </Tooltip>
  );
}

export function ProfileHeader({ student, score }: { student: Student; score: RatingScore | undefined }) {
  const { t } = useTranslation();
  const average = score ? score.average : student.average_rating;
  const count = score?.count ?? student.ratings_count;

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <StudentAvatar name={student.name} src={student.avatars?.primary} size={120} />
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
          {student.short && (
            <Text size="lg" c="gray.8">
              {student.short}
            </Text>
          )}
          <RatingSummary average={average ?? null} count={count} />
        </Stack>
        <Stack gap="xs" w={{ base: '100%', sm: 'auto' }}>
          <ContactButton student={student} size="md" fullWidth />
          <EditPlaceholder slug={student.slug} />
        </Stack>
      </Group>
    </Paper>
  );
}
