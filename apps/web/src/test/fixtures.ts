import type { Student } from '@studiekraft/shared/schemas/students';

const level = { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1 };

/** A public student row as GET /students sends it, with one hourly and one fixed-price skill. */
export function studentRow(id: number, name: string, extra: Partial<Student> = {}): Student {
  return {
    id,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    short: `Kort om ${name}`,
    level,
    skills: [
      {
        id: 10,
        key: 'accounting',
        name: 'Regnskab',
        slug: 'accounting',
        skill_group_id: 2,
        skillGroup: { id: 2, name: 'Økonomi', slug: 'oekonomi' },
        paygrades: [{ id: 100, level_id: 1, starting_price: 190, type: 'hourly' }],
      },
      {
        id: 11,
        key: 'simple-website',
        name: 'Simpel hjemmeside',
        slug: 'simple-website',
        skill_group_id: 4,
        skillGroup: { id: 4, name: 'Web', slug: 'web' },
        paygrades: [{ id: 101, level_id: 1, starting_price: 3000, type: 'unit' }],
      },
    ],
    average_rating: 3.5,
    ratings_count: 2,
    is_new: false,
    avatars: { primary: null },
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** The catalogue (groups with skills) for the search page's skill filter. */
export const catalogueRows = [
  {
    id: 2,
    name: 'Økonomi',
    slug: 'oekonomi',
    order: 2,
    enabled: true,
    skills: [
      { id: 10, key: 'accounting', name: 'Regnskab', slug: 'accounting', enabled: true, skill_group_id: 2, paygrades: [] },
    ],
  },
  {
    id: 4,
    name: 'Web',
    slug: 'web',
    order: 4,
    enabled: true,
    skills: [
      {
        id: 11,
        key: 'simple-website',
        name: 'Simpel hjemmeside',
        slug: 'simple-website',
        enabled: true,
        skill_group_id: 4,
        paygrades: [],
      },
    ],
  },
];
