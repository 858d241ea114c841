import { Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { nextStaffSort, type StaffSort } from '../next-sort.ts';
import { StaffTable } from '../staff-table.tsx';
import { useStaffListPage } from '../use-staff-list-page.ts';

interface Person {
  id: number;
  name: string;
}

type SortKey = 'name' | 'id';

const pageSize = 2;
const people = (total: number): Person[] =>
  Array.from({ length: total }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));

/** What the server would answer: one page of the sorted rows and how many there are in all. */
function answer(all: Person[], sort: StaffSort<SortKey>, page: number) {
  const sorted = [...all].sort((a, b) => (sort.direction === 'ASC' ? 1 : -1) * (a[sort.key] > b[sort.key] ? 1 : -1));
  return { rows: sorted.slice(page * pageSize, (page + 1) * pageSize), total: all.length };
}

/** A staff list as the back office builds one: sort in state, page in the address, the table around the rows. */
function PeopleList({
  fetchPage,
}: {
  fetchPage: (sort: StaffSort<SortKey>, page: number) => Promise<{ rows: Person[]; total: number }>;
}) {
  const paging = useStaffListPage();
  const [sort, setSort] = useState<StaffSort<SortKey>>({ key: 'id', direction: 'ASC' });
  const query = useQuery({
    queryKey: ['people', sort, paging.page],
    queryFn: () => fetchPage(sort, paging.page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <>
      <button type="button" onClick={paging.resetPage}>
        Filter
      </button>
      <StaffTable
        query={query}
        label="Personer"
        loadFailed="Personerne kunne ikke hentes."
        empty="Ingen personer endnu."
        minWidth={600}
        columns={[
          { label: 'Navn', sortKey: 'name' },
          { label: 'Nummer', sortKey: 'id' },
          { label: 'Handlinger', hiddenLabel: true },
        ]}
        sort={sort}
        onSort={(key) => {
          setSort((current) => nextStaffSort(current, key));
          paging.resetPage();
        }}
        paging={{ page: paging, pageSize }}
        summary={(data) => <p>{data.total} personer</p>}
        renderRow={(person) => (
          <Table.Tr key={person.id}>
            <Table.Td>{person.name}</Table.Td>
            <Table.Td>{person.id}</Table.Td>
            <Table.Td />
          </Table.Tr>
        )}
      />
    </>
  );
}

function renderList(
  fetchPage: (sort: StaffSort<SortKey>, page: number) => Promise<{ rows: Person[]; total: number }>,
  path = '/administration/people',
) {
  return renderWithRouter([{ path: '/administration/people', element: <PeopleList fetchPage={fetchPage} /> }], path);
}

const namesShown = () =>
  within(screen.getByRole('table', { name: 'Personer' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('StaffTable', () => {
  it('shows a loader, then the rows with a summary, in a region a keyboard can focus and scroll', async () => {
    let resolve: (value: { rows: Person[]; total: number }) => void = () => undefined;
    renderList(() => new Promise((done) => (resolve = done)));

    expect(screen.getByRole('status', { name: 'Indlæser...' })).toBeTruthy();
    resolve(answer(people(2), { key: 'id', direction: 'ASC' }, 0));

    await screen.findByRole('table', { name: 'Personer' });
    expect(namesShown()).toEqual(['Person 1', 'Person 2']);
    expect(screen.getByText('2 personer')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Personer' }).getAttribute('tabindex')).toBe('0');
    // The actions column has a name for screen readers only; one page needs no page buttons.
    expect(screen.getByRole('columnheader', { name: 'Handlinger' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sider' })).toBeNull();
  });

  it('sorts from a header button on the server, says the order with aria-sort and goes back to page 1', async () => {
    const fetchPage = vi.fn(async (sort: StaffSort<SortKey>, page: number) => answer(people(5), sort, page));
    const { router } = renderList(fetchPage, '/administration/people?side=2');
    await waitFor(() => expect(namesShown()).toEqual(['Person 3', 'Person 4']));

    const nameHeader = screen.getByRole('button', { name: /Navn/ });
    expect(nameHeader.tagName).toBe('BUTTON');
    expect(screen.getByRole('columnheader', { name: /Nummer/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Navn/ }).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(nameHeader);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ key: 'name', direction: 'ASC' }, 0));
    expect(screen.getByRole('columnheader', { name: /Navn/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('');

    fireEvent.click(nameHeader);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ key: 'name', direction: 'DESC' }, 0));
    expect(screen.getByRole('columnheader', { name: /Navn/ }).getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(namesShown()).toEqual(['Person 5', 'Person 4']));
  });

  it('keeps the page in the address: a page button adds ?side=2, Back returns, a link opens its page', async () => {
    const fetchPage = vi.fn(async (sort: StaffSort<SortKey>, page: number) => answer(people(5), sort, page));
    const { router } = renderList(fetchPage);
    await waitFor(() => expect(namesShown()).toEqual(['Person 1', 'Person 2']));

    const pages = within(screen.getByRole('navigation', { name: 'Sider' }));
    expect(pages.getByRole('button', { name: 'Side 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(pages.getByRole('button', { name: 'Side 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?side=2'));
    await waitFor(() => expect(namesShown()).toEqual(['Person 3', 'Person 4']));
    expect(fetchPage).toHaveBeenLastCalledWith({ key: 'id', direction: 'ASC' }, 1);

    fireEvent.click(pages.getByRole('button', { name: 'Næste side' }));
    await waitFor(() => expect(router.state.location.search).toBe('?side=3'));
    await waitFor(() => expect(namesShown()).toEqual(['Person 5']));

    await router.navigate(-1);
    await waitFor(() => expect(namesShown()).toEqual(['Person 3', 'Person 4']));

    // A filter or search changing goes back to page 1 in place of the current entry, not as a new one.
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves a page past the end (an old link, rows deleted since) to the last page instead of saying it is empty', async () => {
    const fetchPage = vi.fn(async (sort: StaffSort<SortKey>, page: number) => answer(people(3), sort, page));
    const { router } = renderList(fetchPage, '/administration/people?side=9');

    await waitFor(() => expect(router.state.location.search).toBe('?side=2'));
    await waitFor(() => expect(namesShown()).toEqual(['Person 3']));
    expect(screen.queryByText('Ingen personer endnu.')).toBeNull();
  });

  it('never moves forwards: an empty last page whose count says otherwise shows the empty text', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [], total: 3 }));
    const { router } = renderList(fetchPage, '/administration/people?side=2');

    expect(await screen.findByText('Ingen personer endnu.')).toBeTruthy();
    expect(router.state.location.search).toBe('?side=2');
  });

  it('says when the list is empty, and reads an unreadable page number as page 1', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [], total: 0 }));
    renderList(fetchPage, '/administration/people?side=abc');

    expect(await screen.findByText('Ingen personer endnu.')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith({ key: 'id', direction: 'ASC' }, 0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that asks again', async () => {
    const fetchPage = vi
      .fn<(sort: StaffSort<SortKey>, page: number) => Promise<{ rows: Person[]; total: number }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (sort, page) => answer(people(1), sort, page));
    renderList(fetchPage);

    expect(await screen.findByText('Personerne kunne ikke hentes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(namesShown()).toEqual(['Person 1']));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
