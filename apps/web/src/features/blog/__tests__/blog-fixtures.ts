import type { BlogPost, BlogPostSummary, BlogTerm } from '@studiekraft/shared/schemas/blog';

export const term = (id: number, name: string, count = 3): BlogTerm => ({
  id,
  slug: name.toLocaleLowerCase('da').replace(/\s+/g, '-'),
  name,
  count,
});

export const categories: BlogTerm[] = [term(1, 'Ukategoriseret'), term(2, 'Guides'), term(3, 'Erfaringer'), term(4, 'Nyheder')];

/** A post in a list; the date is the id'th of November 2026, so the newest has the highest id. */
export function postSummary(id: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    slug: `indlaeg-${id}`,
    title: `Indlæg ${id}`,
    excerpt: `Et kort uddrag af indlæg ${id}.`,
    date: `2026-11-${String(id % 28 || 1).padStart(2, '0')}T10:00:00`,
    categories: [categories[1] as BlogTerm],
    tags: [],
    image: {
      src: `/media/blog/${id}.jpg`,
      srcset: `/media/blog/${id}-600.jpg 600w, /media/blog/${id}.jpg 1200w`,
      alt: `Billede til indlæg ${id}`,
      width: 1200,
      height: 675,
    },
    ...overrides,
  };
}

export function fullPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...postSummary(7, { title: 'Sådan skriver du en god opgavebeskrivelse', slug: 'god-opgavebeskrivelse' }),
    content_html:
      '<h2>Start med målet</h2><p>Skriv, hvad opgaven skal ende med.</p><img src="/media/blog/inline.jpg" alt="Et eksempel">',
    author: {
      name: 'Mette Lund',
      title: 'Kundeansvarlig',
      description: 'Mette hjælper virksomheder med at komme godt fra start.',
      avatar: '/media/blog/mette.jpg',
    },
    seo: { title: 'God opgavebeskrivelse', description: 'Fem råd til en god opgavebeskrivelse.', image: null },
    related: [postSummary(3), postSummary(4)],
    ...overrides,
  };
}
