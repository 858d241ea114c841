import { briefingTemplates } from '@studiekraft/shared/content/briefing-templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { BriefingTemplatesPage } from '../components/briefing-templates-page.tsx';

const render = () => renderWithRouter([{ path: '/skabeloner', element: <BriefingTemplatesPage /> }], '/skabeloner');

describe('BriefingTemplatesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows four to six templates, each with its text and a copy button', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Skabeloner til opgavebeskrivelser' })).toBeTruthy();
    expect(briefingTemplates.length).toBeGreaterThanOrEqual(4);
    expect(briefingTemplates.length).toBeLessThanOrEqual(6);
    for (const template of briefingTemplates) {
      const card = screen.getByRole('region', { name: template.title });
      expect(within(card).getByText((_, element) => element?.textContent === template.text)).toBeTruthy();
      expect(within(card).getByRole('button', { name: `Kopiér: ${template.title}` })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Find en studerende' }).getAttribute('href')).toBe('/students/search');
  });

  it('copies the chosen template to the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render();
    const second = briefingTemplates[1];
    if (!second) throw new Error('no templates');
    const card = screen.getByRole('region', { name: second.title });
    fireEvent.click(within(card).getByRole('button', { name: `Kopiér: ${second.title}` }));
    await waitFor(() => expect(within(card).getByText('Kopieret')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(second.text);
  });

  it('tells the reader to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('nej')) } });
    render();
    const first = briefingTemplates[0];
    if (!first) throw new Error('no templates');
    fireEvent.click(screen.getByRole('button', { name: `Kopiér: ${first.title}` }));
    expect(await screen.findByText('Teksten kunne ikke kopieres. Markér den, og kopiér den selv.')).toBeTruthy();
  });
});
