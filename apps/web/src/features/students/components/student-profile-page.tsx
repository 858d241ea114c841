import { Alert, Button, Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { htmlToText, snippet } from '../../../lib/text-snippet.ts';
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
  const student = useStudent(slug);
  const studentId = student.data?.id;
  const score = useStudentRatingScore(studentId);
  const references = useStudentReferences(studentId);
  const mayManageReferences = useMayManageReferences(studentId);
  // The same title and description the server writes for a first visit (plugins/seo/page-meta.ts).
  const data = student.data;
  usePageMeta({
    title: data ? (data.short ? `${data.name} – ${data.short}` : data.name) : null,
    description: data ? snippet(htmlToText(data.about)) || t('students.profile.metaFallback', { name: data.name }) : null,
  });

  // An old slug (the student was renamed) answers with the student and the current slug: the address bar
  // gets the current one, and the answer is reused for it instead of asked for again.
  useEffect(() => {
    if (!data || data.slug === slug) return;
    queryClient.setQueryData(studentQueryOptions(data.slug).queryKey, data);
    navigate(`/students/${encodeURIComponent(data.slug)}`, { replace: true });
  }, [data, slug, queryClient, navigate]);

  if (student.error instanceof ApiError && student.error.status === 404) {
    return <Navigate to="/students/search" replace />;
  }
  if (data && data.slug !== slug) return <FullPageLoader />;
  if (student.isPending) return <FullPageLoader />;
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

  const ratingsCount = score.data?.count ?? student.data.ratings_count ?? 0;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ProfileHeader student={student.data} score={score.data} />
        <ProfileTabs student={student.data} hasRatings={ratingsCount > 0} />
        <ReferencesList
          references={references.data ?? []}
          studentId={studentId}
          canManage={mayManageReferences && references.isSuccess}
        />
      </Stack>
    </Container>
  );
}
