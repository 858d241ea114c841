import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BecomeStudentPage } from '../components/become-student-page.tsx';

describe('/bliv-student-freelancer', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the application form on the page, and the apply button takes the visitor (and focus) to it', async () => {
    mockApi(on('/api/skills/groups', () => ({ rows: [], total: 0 })));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<BecomeStudentPage />);
    expect(screen.getByRole('heading', { name: 'Ansøg om at blive student freelancer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Søg om at blive student freelancer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Søg om at blive student freelancer' }));
    expect(scrolled).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Fulde navn/)));
  });
});
