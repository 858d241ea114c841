import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestimonialCarousel } from '../components/testimonial-carousel.tsx';

const approved = [
  {
    id: 4,
    score: 5,
    title: 'Styr på bilagene',
    body: 'Nu ligger bilagene ikke i en skuffe.',
    name: 'Lars',
    position: 'Medindehaver',
    company: 'Malerfirmaet',
  },
  { id: 3, score: 4, title: 'Et logo', body: 'Vi fik et udkast og to rettelser.', name: 'Sara', position: null, company: null },
];

describe('the home carousel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its room while loading, then shows the approved testimonials from the API', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi((url) =>
      url.pathname === '/api/testimonials'
        ? gate.then(() => new Response(JSON.stringify({ data: approved }), { headers: { 'Content-Type': 'application/json' } }))
        : undefined,
    );
    const { container } = renderWithProviders(<TestimonialCarousel />);
    expect(container.querySelector('section[aria-busy="true"]')).toBeTruthy();
    release?.();
    expect(await screen.findByRole('heading', { name: 'Det siger vores kunder' })).toBeTruthy();
    expect(screen.getByText('Styr på bilagene')).toBeTruthy();
    expect(screen.getByText('Lars, Medindehaver')).toBeTruthy();
    // No position: the name alone, no dangling comma.
    expect(screen.getByText('Sara')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is left out when none is approved', async () => {
    const fetchMock = mockApi(on('/api/testimonials', () => ({ data: [] })));
    const { container } = renderWithProviders(<TestimonialCarousel />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
