import { studentRow } from './fixtures.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API as the server's renderer asks it (decision 044), for render-first-screens.mjs: one student's
 * profile (anna-alfa) with her score and references, and a profile whose answer fails (broken). Anything
 * else is a 404, so a page that asks for something this does not know is rendered without data, which the
 * test that expects data sees.
 */
export const fixtureApi: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  switch (url.pathname) {
    case '/api/skills/groups':
      return json({ rows: [{ id: 4, name: 'Web', slug: 'web', order: 1, enabled: true }], total: 1 });
    case '/api/students/slug/anna-alfa':
      return json({ data: studentRow(7, 'Anna Alfa', { about: '<p>Anna bygger hjemmesider til små virksomheder.</p>' }) });
    case '/api/students/7/ratings/score':
      return json({ data: { average: 3.5, count: 2 } });
    case '/api/students/7/references':
      return json({
        rows: [{ id: 1, title: 'Bageriets hjemmeside', text: 'Fem sider og et kontaktskema.', link: null, image: { url: null } }],
        total: 1,
      });
    case '/api/students/slug/broken':
      return json({ message: 'INTERNAL_ERROR' }, 500);
    default:
      return json({ message: 'NOT_FOUND' }, 404);
  }
};
