import { Alert, Button, Container, Stack } from '@mantine/core';
import { aboutPlainText } from '@studiekraft/shared/rules/about-text';
import type { RatingScore, Reference, Student } from '@studiekraft/shared/schemas/students';
import { useQueryClient } from '@tanstack/react-query';
import { memo, Suspense, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { snippet } from '../../../lib/text-snippet.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { studentQueryOptions, useStudent } from '../api/get-student.ts';
import { useStudentRatingScore } from '../api/get-student-ratings.ts';
import { useStudentReferences } from '../api/get-student-references.ts';
import { useMayManageReferences } from '../hooks/use-may-manage-references.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { ReferencesList } from './references-list.tsx';

/** /students/:slug, the public profile (spec section 2). A 404 goes to the student search. */
export function StudentProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const student = useStudent(slug);
  const studentId = student.data?.id;
  const score = useStudentRatingScore(studentId);
  const references = useStudentReferences(studentId);
  const mayManageReferences = useMayManageReferences(studentId);
  // Each answer (the profile, then its score and references) re-renders synchronously (TanStack Query's
  // store). The profile itself renders from deferred copies, as a transition in slices, so a phone's main
  // thread is not blocked by one long render of the whole page (decision 040).
  const isShown = useDeferredValue(!student.isPending);
  const shownScore = useDeferredValue(score.data);
  const shownReferences = useDeferredValue(references.data);
  // The same title and description the server writes for a first visit (plugins/seo/page-meta.ts), by the
  // same text rule: a few string replacements, no HTML parser (none on the server's first-screen renderer).
  const data = student.data;
  usePageMeta({
    title: data ? (data.short ? `${data.name} – ${data.short}` : data.name) : null,
    description: data
      ? snippet(aboutPlainText(data.about ?? '')) || t('students.profile.metaFallback', { name: data.name })
      : null,
  });

  // An old slug (the student was renamed) answers with the student and the current slug (decision 068; a
  // full page load of an old link is a 301 already): the address bar gets the current one with the same query
  // (?tab=ratings), and the answer is reused for it instead of asked for again.
  useEffect(() => {
    if (!data || data.slug === slug) return;
    queryClient.setQueryData(studentQueryOptions(data.slug).queryKey, data);
    navigate({ pathname: `/students/${encodeURIComponent(data.slug)}`, search }, { replace: true });
  }, [data, slug, search, queryClient, navigate]);

  if (student.error instanceof ApiError && student.error.status === 404) {
    return <Navigate to="/students/search" replace />;
  }
  if (data && data.slug !== slug) return <FullPageLoader />;
  if (student.isPending || !isShown) return <FullPageLoader />;
  if (student.isError) {
    return (
      <Container py="xl">
        <Alert color="danger" title={t('students.profile.failed')}>
          <Button variant="light" color="danger" size="xs" onClick={() => void student.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  return (
    <ProfileContent
      student={student.data}
      score={shownScore}
      references={shownReferences ?? noReferences}
      // From the deferred answer too, so the add button never shows before the references it counts.
      canManageReferences={mayManageReferences && shownReferences !== undefined}
    />
  );
}

const noReferences: Reference[] = [];

interface ProfileContentProps {
  student: Student;
  score: RatingScore | undefined;
  references: Reference[];
  canManageReferences: boolean;
}

/** Memoised, so a render of the page with the same deferred answers skips the whole profile. */
const ProfileContent = memo(function ProfileContent({ student, score, references, canManageReferences }: ProfileContentProps) {
  const ratingsCount = score?.count ?? student.ratings_count ?? 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ProfileHeader student={student} score={score} />
        {/* Boundaries: hydrating a first screen (decision 044), React commits each part in a task of its own
            instead of the whole profile in one long one (TBT on a phone). Nothing in them suspends. */}
        <Suspense>
          <ProfileTabs student={student} hasRatings={ratingsCount > 0} />
        </Suspense>
        <Suspense>
          <ReferencesList references={references} studentId={student.id} canManage={canManageReferences} />
        </Suspense>
      </Stack>
    </Container>
  );
});
