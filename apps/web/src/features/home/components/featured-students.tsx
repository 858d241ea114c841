import { Button, Container, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useFeaturedStudents } from '../../students/api/get-featured-students.ts';
import { StudentCard } from '../../students/components/student-card.tsx';

/** Three students on the front page (spec section 9); the section hides when none can be shown. */
export function FeaturedStudents() {
  const { t } = useTranslation();
  const students = useFeaturedStudents();
  // The cards render from a deferred copy: the answer's own (synchronous) render keeps the skeletons, and
  // React renders the cards afterwards as a transition, in slices (decision 040).
  const shown = useDeferredValue(students.data);
  if (students.isError || shown?.length === 0) return null;

  return (
    <section aria-labelledby="featured-students">
      <Container size="xl" py={56}>
        <Group justify="space-between" align="flex-end" mb="xl" gap="sm">
          <div>
            <Title order={2} id="featured-students" mb={4}>
              {t('home.featured.title')}
            </Title>
            <Text c="dimmed">{t('home.featured.intro')}</Text>
          </div>
          <Button component={Link} to="/students/search" variant="light">
            {t('home.featured.seeAll')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown === undefined
            ? Array.from({ length: pageSizes.homeFeatured }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
                <Skeleton key={index} height={320} radius="lg" />
              ))
            : shown.map((student) => <StudentCard key={student.id} student={student} />)}
        </SimpleGrid>
      </Container>
    </section>
  );
}
