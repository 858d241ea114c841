import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { handle } from '../../routes/route-helpers.ts';
import { DocumentMeta } from '../document-meta.tsx';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

function NamedPage() {
  usePageMeta({ title: 'Anna Holm', description: 'Om Anna' });
  return null;
}

describe('DocumentMeta', () => {
  it("sets the title, description and Open Graph tags from the route's static meta", async () => {
    renderWithRouter(
      [{ path: '/om-os', element: <DocumentMeta />, handle: handle('about', 'titles.about', { meta: 'about' }) }],
      '/om-os',
    );
    await waitFor(() => expect(meta('meta[name="description"]')).toMatch(/^Mød Studiekraft/));
    expect(document.title).toBe('Om os | Studiekraft');
    expect(meta('meta[property="og:title"]')).toBe('Om os | Studiekraft');
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/om-os`);
  });

  it('lets a page name itself', async () => {
    renderWithRouter(
      [
        {
          path: '/students/:slug',
          element: (
            <>
              <DocumentMeta />
              <NamedPage />
            </>
          ),
          handle: handle('students.profile', 'titles.profile'),
        },
      ],
      '/students/anna-holm',
    );
    await waitFor(() => expect(document.title).toBe('Anna Holm | Studiekraft'));
    expect(meta('meta[name="description"]')).toBe('Om Anna');
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/students/anna-holm`);
  });
});
