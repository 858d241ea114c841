import { Group, Pagination, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ListQueryStates } from '../ui/list-query-states.tsx';
import { SortableHeader } from './sortable-header.tsx';
import type { useStaffListPage } from './use-staff-list-page.ts';

export type SortDirection = 'ASC' | 'DESC';

export interface StaffTableColumn<SortKey extends string> {
  /** The header, which also names the column for screen readers. */
  label: string;
  /** Sorted by the server on this key: the header becomes a button (Tab, Enter) with aria-sort. */
  sortKey?: SortKey;
  /** Read by screen readers only, e.g. over a row's action buttons. */
  hiddenLabel?: boolean;
  /** On a phone the column folds away; its row then shows the value in another cell. */
  visibleFrom?: 'sm';
  ta?: 'right';
}

/** A page of rows and, for a paged list, how many there are in all. */
type ListData = { rows: unknown[]; total?: number };

interface Paging {
  /** From useStaffListPage: the page in the address, 0-based as the API counts. */
  page: ReturnType<typeof useStaffListPage>;
  pageSize: number;
}

interface Props<Data extends ListData, SortKey extends string> {
  query: UseQueryResult<Data>;
  /** The table's accessible name, and its scrolling region's. */
  label: string;
  columns: StaffTableColumn<SortKey>[];
  /** One <Table.Tr> with its key. */
  renderRow: (row: Data['rows'][number]) => ReactNode;
  /** Danish title of the error, e.g. 'Kunderne kunne ikke hentes.' */
  loadFailed: string;
  /** What an empty list says (no rows at all, or none matching the search). */
  empty: string;
  /**
   * The narrowest the table may get: below it the table scrolls sideways in its own box instead of
   * widening the page. Without it the table never scrolls, for tables that fold columns on a phone.
   */
  minWidth?: number;
  sort?: { key: SortKey; direction: SortDirection };
  onSort?: (key: SortKey) => void;
  /** Server paging; without it the table shows every row it is given. */
  paging?: Paging;
  /** Above the rows once there are some, e.g. how many there are in all. */
  summary?: (data: Data) => ReactNode;
  tableProps?: Omit<TableProps, 'children' | 'aria-label'>;
}

/**
 * Every list of the back office: loading, error with a retry, empty text, then the rows in a table that
 * scrolls sideways on a phone, with server-sorted headers and the page in the address (?side=2). A page
 * beyond the last (an old link, or rows deleted since) moves to the last page instead of saying the list
 * is empty.
 */
export function StaffTable<Data extends ListData, SortKey extends string = never>({
  query,
  label,
  columns,
  renderRow,
  loadFailed,
  empty,
  minWidth,
  sort,
  onSort,
  paging,
  summary,
  tableProps = { striped: true, highlightOnHover: true },
}: Props<Data, SortKey>) {
  const { t } = useTranslation();
  const total = query.data?.total ?? query.data?.rows.length ?? 0;
  const pages = paging ? Math.ceil(total / paging.pageSize) : 0;
  const current = paging?.page.page ?? 0;
  // Only ever backwards, to a page that exists: were the server's count and rows ever at odds, the list
  // says it is empty rather than moving for ever.
  const isPastTheEnd =
    paging !== undefined && query.isSuccess && query.data.rows.length === 0 && current > 0 && pages - 1 < current;
  const goTo = paging?.page.goTo;

  useEffect(() => {
    if (isPastTheEnd && goTo) goTo(Math.max(0, pages - 1), { replace: true });
  }, [isPastTheEnd, goTo, pages]);

  const renderTable = (rows: Data['rows']) => (
    <Table {...tableProps} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortKey !== undefined && onSort ? (
              <SortableHeader
                key={column.label}
                direction={sort?.key === column.sortKey ? sort.direction : undefined}
                onSort={() => onSort(column.sortKey as SortKey)}
                visibleFrom={column.visibleFrom}
              >
                {column.label}
              </SortableHeader>
            ) : (
              <Table.Th key={column.label} visibleFrom={column.visibleFrom} ta={column.ta}>
                {column.hiddenLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows.map(renderRow)}</Table.Tbody>
    </Table>
  );

  return (
    // Past the end, the loader shows while the page moves back, rather than the list's empty text.
    <ListQueryStates query={query} loadFailed={loadFailed} empty={empty} isMoving={isPastTheEnd}>
      {(data) => (
        <>
          {summary?.(data)}
          {minWidth === undefined ? (
            renderTable(data.rows)
          ) : (
            // A region that scrolls must take keyboard focus, so a keyboard user can scroll it too (axe's
            // scrollable-region-focusable): the arrow keys reach the columns a link or button does not.
            <Table.ScrollContainer
              minWidth={minWidth}
              scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
            >
              {renderTable(data.rows)}
            </Table.ScrollContainer>
          )}
          {paging && pages > 1 ? (
            <Group justify="center" component="nav" aria-label={t('pagination.label')}>
              <Pagination
                total={pages}
                value={current + 1}
                onChange={(value) => paging.page.setPage(value - 1)}
                getItemProps={(item) => ({
                  'aria-label': t('pagination.page', { page: item }),
                  'aria-current': item === current + 1 ? 'page' : undefined,
                })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              />
            </Group>
          ) : null}
        </>
      )}
    </ListQueryStates>
  );
}
