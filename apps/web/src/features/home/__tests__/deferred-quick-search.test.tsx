import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeferredQuickSearch } from '../components/deferred-quick-search.tsx';

describe('DeferredQuickSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('carries what was typed into the stand-in, and its focus, over to the typeahead', async () => {
    // Like the server: only names containing the term, so 'zz' finds nobody.
    const fetchMock = mockApi(
      on('/api/students', (url) => {
        const term = String(filtersOf(url).find((filter) => filter.key === 'name')?.value ?? '');
        return 'Sofie Andersen'.toLowerCase().includes(term)
          ? { rows: [studentRow(1, 'Sofie Andersen')], total: 1 }
          : { rows: [], total: 0 };
      }),
    );
    renderWithProviders(<DeferredQuickSearch />);
    const standIn = screen.getByRole('textbox', { name: 'Søg efter en studerende' });
    // The stand-in is a plain input: no combobox role until the typeahead has loaded.
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'zz' } });

    // Focus starts the download; the typeahead replaces the stand-in with the text and the focus kept.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Søg efter en studerende' })).not.toBe(standIn));
    const input = screen.getByRole('textbox', { name: 'Søg efter en studerende' }) as HTMLInputElement;
    expect(input.value).toBe('zz');
    expect(document.activeElement).toBe(input);
    // The carried text reached the typeahead, which asks the server for it and answers.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(filtersOf(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost'))).toContainEqual({
      key: 'name',
      value: 'zz',
      operator: 'ct',
    });
    expect(await screen.findByText('Intet fundet')).toBeTruthy();
  });

  it('loads the typeahead only once the visitor points at the field, not when the browser is idle', async () => {
    mockApi();
    vi.useFakeTimers();
    renderWithProviders(<DeferredQuickSearch />);
    const standIn = screen.getByRole('textbox', { name: 'Søg efter en studerende' });
    // Long past any idle callback's deadline (requestIdleCallback, or the 200 ms timer standing in for it).
    vi.advanceTimersByTime(10_000);
    vi.useRealTimers();
    await vi.dynamicImportSettled();
    expect(screen.getByRole('textbox', { name: 'Søg efter en studerende' })).toBe(standIn);

    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Søg efter en studerende' })).not.toBe(standIn));
  });
});
