import { Container, Stack, Text, Title } from '@mantine/core';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { findSkill, useCatalogue } from '../../skills/api/get-catalogue.ts';
import { searchQueryKeys, useSearchState } from '../hooks/use-search-state.ts';
import { useStudentResults } from '../hooks/use-student-results.ts';
import { StudentResultsView } from './student-results.tsx';
import { StudentSearchFilters } from './student-search-filters.tsx';
import classes from './students.module.css';

/** /students/search/:skill? (spec section 2): skill filter in the path, name and page in the query. */
export function StudentSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { skill: skillParam } = useParams();
  const { name, page, setPage, setName, searchParams } = useSearchState();
  const catalogue = useCatalogue();
  const match = findSkill(catalogue.data, skillParam);
  // A skill in the path needs the catalogue to become an id; without one the list can load at once. If
  // the catalogue cannot load, the list is shown unfiltered rather than not at all.
  const isReady = !skillParam || Boolean(match) || catalogue.isError;
  const results = useStudentResults({ skillId: match?.skill.id, name, page, isReady });
  // A page of results arriving re-renders synchronously (TanStack Query's store); the grid follows as a
  // transition instead, so a phone's main thread is not blocked by one long render (decision 040).
  const shownResults = useDeferredValue(results);
  const resultsRef = useRef<HTMLDivElement>(null);
  const changePage = useCallback(
    (next: number) => {
      setPage(next);
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setPage],
  );
  // With a skill, the same title and description the server writes for a first visit.
  usePageMeta({
    title: match ? t('students.search.titleFor', { skill: match.skill.name }) : null,
    description: match ? t('students.search.metaFor', { skill: match.skill.name.toLocaleLowerCase('da') }) : null,
  });

  const isPageBeyondEnd = !results.isPending && results.total > 0 && (page - 1) * pageSizes.studentSearch >= results.total;
  useEffect(() => {
    if (isPageBeyondEnd) setPage(1);
  }, [isPageBeyondEnd, setPage]);

  // A skill that does not exist (an old link) falls back to all students, keeping the rest of the query.
  if (skillParam && catalogue.isSuccess && !match) {
    return <Navigate to={{ pathname: '/students/search', search: searchParams.toString() }} replace />;
  }

  const goToSkill = (slug: string | undefined) => {
    const params = new URLSearchParams(searchParams);
    params.delete(searchQueryKeys.page);
    const search = params.toString();
    navigate(`/students/search${slug ? `/${slug}` : ''}${search ? `?${search}` : ''}`);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>
            {match ? t('students.search.titleFor', { skill: match.skill.name }) : t('titles.studentSearch')}
          </Title>
          <Text c="dimmed">{t('students.search.intro')}</Text>
        </Stack>
        <StudentSearchFilters
          groups={catalogue.data ?? []}
          skillSlug={match?.skill.slug}
          name={name}
          isCatalogueLoading={catalogue.isPending}
          onSkillChange={goToSkill}
          onNameChange={setName}
          onReset={() => navigate('/students/search')}
        />
        <div ref={resultsRef} className={classes.scrollAnchor}>
          <StudentResultsView results={shownResults} page={page} onPageChange={changePage} />
        </div>
      </Stack>
    </Container>
  );
}
