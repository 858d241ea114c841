import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';

interface Props<T extends { rows: unknown[] }> {
  query: UseQueryResult<T>;
  /** Danish title of the error, e.g. 'Kunderne kunne ikke hentes.' */
  loadFailed: string;
  /** What an empty page says (no rows at all, or none matching the search). */
  empty: string;
  children: (data: T) => ReactNode;
  /** Shows the loader although data is there, e.g. while a staff list moves back from a page past its end. */
  isMoving?: boolean;
}

/**
 * The states every server-paged list goes through: a loader, an error with a retry, an empty text, or
 * the rows. One place, so the staff tables look and behave alike.
 */
export function ListQueryStates<T extends { rows: unknown[] }>({ query, loadFailed, empty, children, isMoving }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending || isMoving)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" m="md" title={loadFailed}>
        <Button variant="light" color="red" size="xs" onClick={() => query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (query.data.rows.length === 0)
    return (
      <Text p="md" c="dimmed">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}
