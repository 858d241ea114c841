import { notifications } from '@mantine/notifications';
import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { customerUserId, logInAs, projectRow, studentUserId } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectFiles } from '../components/project-files.tsx';

const fileRow = (id: number, name: string, extra: Partial<ProjectFile> = {}): ProjectFile => ({
  id,
  original_filename: name,
  mime_type: 'application/pdf',
  size: 1536,
  project_id: 40,
  owner: true,
  owner_user_id: customerUserId,
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

interface Setup {
  files?: ProjectFile[];
  project?: Partial<Project>;
  /** The answer to POST /api/files: a status with an error code, or 'network' for no answer at all. */
  upload?: { status: number; message?: string } | 'network';
}

function setup({ files = [fileRow(1, 'tilbud.pdf')], project = {}, upload = { status: 201 } }: Setup = {}) {
  let rows = [...files];
  const sentBodies: FormData[] = [];
  const fetchMock = mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/files' && method === 'POST') {
      sentBodies.push(init?.body as FormData);
      if (upload === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (upload.status !== 201) return respond(upload.status, { message: upload.message });
      const added = fileRow(100, 'ny.png', { mime_type: 'image/png' });
      rows = [added, ...rows];
      return respond(201, { data: added });
    }
    if (url.pathname === '/api/files' && method === 'GET') return respond(200, { rows, total: rows.length });
    const one = url.pathname.match(/^\/api\/files\/(\d+)$/);
    if (one && method === 'DELETE') {
      const deleted = rows.find((row) => row.id === Number(one[1]));
      rows = rows.filter((row) => row !== deleted);
      return respond(200, { data: deleted });
    }
    if (one && method === 'GET') {
      return Promise.resolve(new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    }
    return undefined;
  });
  renderWithProviders(<ProjectFiles project={projectRow(project)} />);
  const calls = (method: string, path = '/api/files') =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
      )
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }));
  return { fetchMock, calls, sentBodies };
}

async function openModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filer' }));
  return within(await screen.findByRole('dialog', { name: 'Filer' }));
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const pdf = () => new File(['%PDF-1.4'], 'rapport.pdf', { type: 'application/pdf' });

describe('project files', () => {
  beforeEach(() => {
    // The toast store outlives a test; without this, earlier toasts fill the four places and queue ours.
    notifications.clean();
    authStore.reset();
    logInAs('CUSTOMER');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows at most five file tags and counts the rest', async () => {
    setup({ files: Array.from({ length: 7 }, (_, index) => fileRow(index + 1, `fil-${index + 1}.pdf`)) });
    expect(await screen.findByRole('button', { name: 'Download fil-1.pdf' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download fil-/ })).toHaveLength(5);
    expect(screen.getByText('+ 2 filer ikke vist')).toBeTruthy();
  });

  it('asks each tab for its own scope', async () => {
    const { calls } = setup();
    const modal = await openModal();
    await modal.findByText('Dig · 1. nov. 2026', { exact: false });
    const scopes = () => calls('GET').map(({ url }) => `${url.searchParams.get('scope')}:${url.searchParams.get('projectId')}`);
    expect(scopes()).toContain('project:40');
    fireEvent.click(modal.getByRole('tab', { name: 'Alle filer' }));
    await waitFor(() => expect(scopes()).toContain('all:null'));
    fireEvent.click(modal.getByRole('tab', { name: 'Delt med dig' }));
    await waitFor(() => expect(scopes()).toContain('share:40'));
  });

  it('uploads with projectId first, says so and refreshes the list', async () => {
    const { sentBodies } = setup();
    const modal = await openModal();
    await modal.findByText('tilbud.pdf');
    chooseFile(pdf());
    expect(await screen.findByText('Filen er blevet uploaded')).toBeTruthy();
    expect([...(sentBodies[0]?.keys() ?? [])]).toEqual(['projectId', 'file']);
    expect(sentBodies[0]?.get('projectId')).toBe('40');
    expect(await modal.findByText('ny.png')).toBeTruthy();
    // The new file is also among the details panel's tags.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Download ny.png' })).toHaveLength(2));
  });

  it.each([
    [415, 'UNSUPPORTED_FILE', 'Filtypen understøttes ikke. Du kan uploade pdf, billeder, Office-dokumenter, zip og txt/csv.'],
    [413, 'FILE_TOO_LARGE', 'Filen er for stor. En fil må højst fylde 25 MB.'],
    [409, 'LIMIT_REACHED', 'Projektet har allerede 20 filer, som er det højeste antal.'],
    [500, 'INTERNAL', 'Noget gik galt under upload af fil.'],
  ])('shows the reason of a refused upload (%i)', async (status, message, text) => {
    setup({ upload: { status, message } });
    await openModal();
    chooseFile(pdf());
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows the network text when no answer comes back', async () => {
    setup({ upload: 'network' });
    await openModal();
    chooseFile(pdf());
    expect(await screen.findByText('Noget gik galt under uploadet. Prøv venligst igen.')).toBeTruthy();
  });

  it('refuses a file over 25 MB and a 21st file without sending them', async () => {
    const { calls } = setup({ files: Array.from({ length: 20 }, (_, index) => fileRow(index + 1, `fil-${index + 1}.pdf`)) });
    const modal = await openModal();
    await modal.findByText('fil-20.pdf');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    chooseFile(big);
    expect(await screen.findByText('Filen er for stor. En fil må højst fylde 25 MB.')).toBeTruthy();
    chooseFile(pdf());
    expect(await screen.findByText('Projektet har allerede 20 filer, som er det højeste antal.')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
  });

  it('offers delete only on own files and deletes after confirmation', async () => {
    const { calls } = setup({
      files: [fileRow(1, 'min.pdf'), fileRow(2, 'hendes.pdf', { owner: false, owner_user_id: studentUserId })],
    });
    const modal = await openModal();
    expect(await modal.findByText('Anna Holm', { exact: false })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Slet hendes.pdf' })).toBeNull();
    fireEvent.click(modal.getByRole('button', { name: 'Slet min.pdf' }));
    expect(modal.getByText('Vil du slette min.pdf?')).toBeTruthy();
    expect(calls('DELETE', '/api/files/1')).toHaveLength(0);
    fireEvent.click(modal.getByRole('button', { name: 'Annuller' }));
    expect(modal.queryByText('Vil du slette min.pdf?')).toBeNull();
    fireEvent.click(modal.getByRole('button', { name: 'Slet min.pdf' }));
    fireEvent.click(modal.getByRole('button', { name: 'Ja, slet' }));
    expect(await screen.findByText('Filen er blevet slettet')).toBeTruthy();
    expect(calls('DELETE', '/api/files/1')).toHaveLength(1);
    await waitFor(() => expect(modal.queryByText('min.pdf')).toBeNull());
  });

  it('downloads with the token and the original name', async () => {
    const { calls } = setup({ files: [fileRow(7, 'årsregnskab.pdf')] });
    const createObjectURL = vi.fn(() => 'blob:fil');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download årsregnskab.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [download] = calls('GET', '/api/files/7');
    expect(new Headers(download?.init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(clicked[0]?.download).toBe('årsregnskab.pdf');
    expect(clicked[0]?.href).toBe('blob:fil');
  });

  it('keeps files readable but hides upload on a cancelled project', async () => {
    setup({ project: { status: 'customer-closed-project', open: false } });
    const modal = await openModal();
    expect(await modal.findByText('tilbud.pdf')).toBeTruthy();
    expect(modal.getByText(/Projektet er lukket/)).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Upload fil' })).toBeNull();
    expect(modal.getByRole('button', { name: 'Download tilbud.pdf' })).toBeTruthy();
  });
});
