import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onLimited, respond } from '../../../test/fetch-mock.ts';
import { customerKaren as base, renderCustomerPage as renderPage } from './customer-fixtures.ts';

/** DELETE /api/users/9 answered as given; every call recorded with its body. */
function onDeleteUser(status: number, body: unknown, calls: unknown[]) {
  return (url: URL, init?: RequestInit) => {
    if (url.pathname !== '/api/users/9' || init?.method !== 'DELETE') return undefined;
    calls.push(init.body ? JSON.parse(String(init.body)) : undefined);
    return respond(status, body);
  };
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

async function confirmInDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Slet persondata' }));
  const dialog = await screen.findByRole('dialog', { name: 'Slet persondata' });
  expect(dialog.textContent).toContain('Vil du slette persondata for Karen Kunde?');
  expect(dialog.textContent).toContain('Projekter og fakturaer gemmes i 5 år.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Slet persondata' }));
  return dialog;
}

describe("'Slet persondata' on the staff customer page", () => {
  it("deletes the login's personal data after a confirmation, without a password, and refetches the customer", async () => {
    const calls: unknown[] = [];
    let customerFetches = 0;
    mockApi(
      onDeleteUser(200, { data: { id: 9, anonymised: true } }, calls),
      on('/api/customers/3', () => {
        customerFetches += 1;
        return {
          data: customerFetches > 1 ? { ...base, name: 'Slettet bruger', first_name: 'Slettet', last_name: 'bruger' } : base,
        };
      }),
    );
    renderPage();
    await confirmInDialog();
    expect(await screen.findByRole('heading', { name: 'Slettet bruger' })).toBeTruthy();
    expect(calls).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slet persondata' })).toBeNull());
  }, 20_000);

  it('says in Danish that open projects must be closed first, and keeps the dialog open', async () => {
    const calls: unknown[] = [];
    mockApi(
      onDeleteUser(409, { message: 'OPEN_PROJECTS' }, calls),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    const dialog = await confirmInDialog();
    expect(
      await within(dialog).findByText('Kunden har åbne projekter. De skal lukkes, før persondata kan slettes.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('asks before anything is sent and sends nothing when cancelled', async () => {
    const calls: unknown[] = [];
    mockApi(
      onDeleteUser(200, { data: { id: 9, anonymised: true } }, calls),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slet persondata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet persondata' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slet persondata' })).toBeNull());
    expect(calls).toEqual([]);
  });

  it("'Hent persondata' downloads the customer's ZIP with the staff token", async () => {
    const clicked: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip-9'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fetchMock = mockApi(
      (url) =>
        url.pathname === '/api/users/9/export'
          ? Promise.resolve(
              new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
                headers: {
                  'Content-Type': 'application/zip',
                  'Content-Disposition': 'attachment; filename="studiekraft-data-2026-11-25.zip"',
                },
              }),
            )
          : undefined,
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hent persondata' }));
    await waitFor(() => expect(clicked).toEqual(['studiekraft-data-2026-11-25.zip']));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/users/9/export'))).toBe(true);
    click.mockRestore();
  });
});

/** Staff's personal-data actions share the account's limits (users/routes.ts): a 429 says when to try again. */
describe("the staff customer page's personal data at a rate limit (issue 34)", () => {
  it("'Slet persondata' says it is a limit, not that deleting failed", async () => {
    mockApi(
      onLimited('DELETE', '/api/users/9', 300),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slet persondata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet persondata' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet persondata' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 5 minutter.',
    );
  });

  it("'Hent persondata' says it is a limit, not that the download failed", async () => {
    mockApi(
      onLimited('GET', '/api/users/9/export', 90),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hent persondata' }));
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 2 minutter.')).toBeTruthy();
  });
});
