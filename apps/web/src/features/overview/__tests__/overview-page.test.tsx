import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { conversationRow, logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OverviewPage } from '../components/overview-page.tsx';

const renderOverview = () => renderWithRouter([{ path: '/overview', element: <OverviewPage /> }], '/overview');

const plainConversation = conversationRow({
  id: 50,
  project_id: null,
  project: null,
  sender: { user_id: 30, name: 'Eva Ansat', account_type: 'EMPLOYEE', slug: null, avatar: null },
  unread_count: 2,
  latest_message: {
    id: 9,
    content: 'Velkommen til! Skriv endelig, hvis du har spørgsmål til noget som helst.',
    sent_at: '2025-02-03T10:00:00.000Z',
    sender_user_id: 30,
  },
});

describe('overview', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a customer their projects with the student, the status in Danish and a link to the conversation', async () => {
    logInAs('CUSTOMER');
    const fetchMock = mockApi(on('/api/projects', () => ({ rows: [projectRow({ status: 'project-offer-posted' })], total: 1 })));
    renderOverview();
    const link = await screen.findByRole('link', { name: 'Årsregnskab 2026' });
    expect(link.getAttribute('href')).toBe('/conversations/33');
    expect(screen.getByRole('link', { name: 'Anna Holm' }).getAttribute('href')).toBe('/students/anna-holm');
    expect(screen.getAllByText('Tilbud sendt').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1. november 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Samtaler' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/conversations'))).toBe(false);
  });

  it('tells a customer without projects so and links to the student search', async () => {
    logInAs('CUSTOMER');
    mockApi(on('/api/projects', () => ({ rows: [], total: 0 })));
    renderOverview();
    expect(await screen.findByText('Du har endnu ingen projekter.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find en studerende' }).getAttribute('href')).toBe('/students/search');
  });

  it('gives a student guidance, their projects with the customer, and conversations without projects', async () => {
    logInAs('STUDENT');
    const fetchMock = mockApi(
      on('/api/projects', () => ({ rows: [projectRow()], total: 1 })),
      on('/api/conversations', () => ({ rows: [plainConversation], total: 1 })),
    );
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Sådan kommer du godt fra start' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Se skabeloner, kunder kan bruge til at beskrive en opgave' }).getAttribute('href'),
    ).toBe('/skabeloner');
    await screen.findByRole('link', { name: 'Årsregnskab 2026' });
    expect(screen.getByText('Karen Kunde')).toBeTruthy();
    const conversations = within(screen.getByRole('region', { name: 'Samtaler' }));
    const item = await conversations.findByRole('link', { name: /Eva Ansat/ });
    expect(item.getAttribute('href')).toBe('/conversations/50');
    // The preview is cut at 40 characters; an old message shows its date.
    expect(conversations.getByText('Velkommen til! Skriv endelig, hvis du ha…')).toBeTruthy();
    expect(conversations.getByText('03.02.2025')).toBeTruthy();
    expect(conversations.getByLabelText('2 ulæste')).toBeTruthy();
    const conversationCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/conversations');
    expect(conversationCall && filtersOf(conversationCall)).toEqual([{ key: 'hasProjects', value: false, operator: 'eq' }]);
  });

  it('shows the empty texts to a student with nothing yet', async () => {
    logInAs('STUDENT');
    mockApi(
      on('/api/projects', () => ({ rows: [], total: 0 })),
      on('/api/conversations', () => ({ rows: [], total: 0 })),
    );
    renderOverview();
    expect(await screen.findByText('Du har endnu ingen projekter.')).toBeTruthy();
    expect(await screen.findByText('Du har endnu ingen samtaler.')).toBeTruthy();
    // Students do not hire students.
    expect(screen.queryByRole('link', { name: 'Find en studerende' })).toBeNull();
  });

  it('shows an employee the conversation list only', async () => {
    logInAs('EMPLOYEE');
    const fetchMock = mockApi(on('/api/conversations', () => ({ rows: [], total: 0 })));
    renderOverview();
    expect(await screen.findByText('Du har endnu ingen samtaler.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Projekter' })).toBeNull();
    const call = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(call)).toEqual([]);
  });

  it('says so when the list cannot be loaded', async () => {
    logInAs('CUSTOMER');
    mockApi(on('/api/projects', () => ({ message: 'INTERNAL' }), 500));
    renderOverview();
    expect(await screen.findByText('Vi kunne ikke hente oversigten. Prøv venligst igen.')).toBeTruthy();
  });
});
