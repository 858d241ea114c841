import { everyone, only, type RouteCase, staff } from './route-case.ts';

/** The catalogue, students and their profiles. */
export const catalogueCases: RouteCase[] = [
  // Catalogue: public reads, staff writes.
  { route: 'GET /api/levels', request: () => ({ url: '/api/levels' }), expect: everyone() },
  { route: 'GET /api/levels/:id', request: (w) => ({ url: `/api/levels/${w.spare.levelId}` }), expect: everyone() },
  {
    route: 'POST /api/levels',
    request: (w) => {
      const u = w.unique();
      return {
        url: '/api/levels',
        payload: { key: `niveau-${u}`, name: `Niveau ${u}`, order: 500 + Number.parseInt(u.slice(-3), 16) },
      };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/levels/:id',
    request: (w) => ({ url: `/api/levels/${w.spare.levelId}`, payload: { name: 'Nyt navn' } }),
    expect: staff(),
  },
  { route: 'DELETE /api/levels/:id', request: (w) => ({ url: `/api/levels/${w.spare.levelId}` }), expect: staff() },
  { route: 'GET /api/skills/groups', request: () => ({ url: '/api/skills/groups' }), expect: everyone() },
  { route: 'GET /api/skills/groups/:id', request: (w) => ({ url: `/api/skills/groups/${w.group.id}` }), expect: everyone() },
  {
    route: 'GET /api/skills/groups/name/:name',
    request: (w) => ({ url: `/api/skills/groups/name/${encodeURIComponent(w.group.name)}` }),
    expect: everyone(),
  },
  {
    route: 'POST /api/skills/groups',
    request: (w) => {
      const u = w.unique();
      return { url: '/api/skills/groups', payload: { name: `Gruppe ${u}`, slug: `gruppe-${u}` } };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/skills/groups/:id',
    request: (w) => ({ url: `/api/skills/groups/${w.spare.groupId}`, payload: { name: `Omdøbt ${w.unique()}` } }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/skills/groups/:id',
    request: (w) => ({ url: `/api/skills/groups/${w.spare.groupId}` }),
    expect: staff(),
  },
  { route: 'GET /api/skills', request: () => ({ url: '/api/skills' }), expect: everyone() },
  { route: 'GET /api/skills/:id', request: (w) => ({ url: `/api/skills/${w.skill.id}` }), expect: everyone() },
  {
    route: 'GET /api/skills/name/:name',
    request: (w) => ({ url: `/api/skills/name/${encodeURIComponent(w.skill.name)}` }),
    expect: everyone(),
  },
  {
    route: 'POST /api/skills',
    request: (w) => {
      const u = w.unique();
      return {
        url: '/api/skills',
        payload: { skill_group_id: w.group.id, key: `evne-${u}`, name: `Evne ${u}`, slug: `evne-${u}` },
      };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/skills/:id',
    request: (w) => ({ url: `/api/skills/${w.spare.skillId}`, payload: { name: `Omdøbt ${w.unique()}` } }),
    expect: staff(),
  },
  { route: 'DELETE /api/skills/:id', request: (w) => ({ url: `/api/skills/${w.spare.skillId}` }), expect: staff() },

  // Students and their public ratings and references.
  { route: 'GET /api/students', request: () => ({ url: '/api/students' }), expect: everyone() },
  { route: 'GET /api/students/count', request: () => ({ url: '/api/students/count' }), expect: everyone() },
  {
    route: 'GET /api/students/sum-by-date-period',
    request: () => ({ url: '/api/students/sum-by-date-period?period=month' }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}` }),
    expect: everyone(),
  },
  // The profile texts: the owner and staff; name, notes, level and skills: staff only (decisions 021, 022).
  {
    route: 'PUT /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}`, payload: { short: 'Kort om mig' } }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'with the about text',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { short: 'Kort om mig', about: `<p>${'Jeg hjælper gerne med regnskab og budgetter. '.repeat(3)}</p>` },
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'name and notes (the owner too gets 403)',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { name: `Omdøbt ${w.unique()}`, notes: 'Ringet op i dag', phone_number: '87654321', date_of_birth: '1999-09-09' },
    }),
    expect: only({ employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'level and skills (the owner too gets 403)',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { level_id: w.spare.levelId, skills: [w.skill.id] },
    }),
    expect: only({ employee: 200 }),
  },
  { route: 'GET /api/students/stats', request: () => ({ url: '/api/students/stats' }), expect: staff() },
  {
    route: 'POST /api/students',
    request: (w) => ({
      url: '/api/students',
      payload: {
        name: 'Ny Studerende',
        email: `ny-studerende-${w.unique()}@example.test`,
        phone_number: '12345678',
        date_of_birth: '2000-01-01',
        level_id: w.spare.levelId,
        skills: [w.skill.id],
        skipEmailVerification: false,
        activateUser: true,
        employeeConversations: [w.users.employeeB.accountId],
      },
    }),
    expect: staff(201),
  },
  // Student A has a project, so is deactivated; student B has no history and is removed.
  {
    route: 'DELETE /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}` }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/students/:id',
    variant: 'a student without history',
    request: (w) => ({ url: `/api/students/${w.users.studentB.studentId}` }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/slug/:slug',
    request: (w) => ({ url: `/api/students/slug/${w.users.studentA.slug}` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/slug/:slug',
    variant: 'an old slug: the student, whose slug is the current one (decision 068)',
    request: (w) => ({ url: `/api/students/slug/${w.oldSlug}` }),
    expect: everyone(),
  },
];
