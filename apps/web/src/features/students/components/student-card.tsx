import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Student } from '@studiekraft/shared/schemas/students';
import { Link } from 'react-router';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ContactButton } from './contact-button.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { SkillPrices } from './skill-prices.tsx';
import classes from './students.module.css';

export function StudentCard({ student }: { student: Student }) {
  const { t } = useTranslation();
  const profilePath = `/students/${student.slug}`;

  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar name={student.name} src={student.avatars?.primary} size={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text component={Link} to={profilePath} fw={700} size="lg" className={classes.nameLink}>
                {student.name}
              </Text>
              {student.is_new && (
                <Badge color="orange" variant="light" size="sm">
                  {t('students.new')}
                </Badge>
              )}
            </Group>
            <LevelBadge level={student.level} />
            <RatingSummary average={student.average_rating} count={student.ratings_count} />
          </Stack>
        </Group>
        {student.short && (
          <Text size="sm" c="gray.8">
            {student.short}
          </Text>
        )}
        <div className={classes.grow}>
          <SkillPrices skills={student.skills ?? []} level={student.level} />
        </div>
        <Group gap="xs" grow>
          <Button component={Link} to={profilePath} variant="light">
            {t('students.viewProfile')}
          </Button>
          <ContactButton student={student} />
        </Group>
      </Stack>
    </Card>
  );
}
