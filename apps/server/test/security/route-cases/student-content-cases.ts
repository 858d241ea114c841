import { type MultipartPart, minimalPdf } from '../../multipart.ts';
import { referencePng, type World } from '../route-world.ts';
import { everyone, fill, only, type RouteCase, staff, upload } from './route-case.ts';

const referenceText: MultipartPart[] = [
  { name: 'title', value: 'Logo til bageriet' },
  { name: 'text', value: 'Et logo og et skilt.' },
  { name: 'has_link', value: 'true' },
  { name: 'link', value: 'https://bageriet.dk' },
];

/** A valid application form; the e-mail is new in every world. */
export const applicationForm = (w: World): MultipartPart[] => [
  { name: 'name', value: 'Mathilde Åberg' },
  { name: 'email', value: `ansoeger-${w.unique()}@example.test` },
  { name: 'phone_number', value: '12345678' },
  { name: 'date_of_birth', value: '2001-05-17' },
  { name: 'study_programme', value: 'HA i økonomi' },
  { name: 'institution', value: 'Aarhus Universitet' },
  { name: 'skills', value: String(w.skill.id) },
  { name: 'message', value: 'Jeg vil gerne hjælpe små virksomheder med logoer, plakater og deres regnskab.' },
  { name: 'terms', value: 'true' },
  { name: 'files', filename: 'cv.pdf', content: minimalPdf, contentType: 'application/pdf' },
];

export const ratingBody = {
  title: 'Flot arbejde',
  score: 5,
  name: 'Karen Alfa',
  position: 'Indehaver',
  body: 'Til tiden og grundigt.',
};

const testimonialBody = {
  score: 5,
  title: 'Hjælp til regnskabet',
  body: 'Vores studerende fik styr på bilagene på en eftermiddag.',
  name: 'Karen Alfa',
  position: 'Indehaver',
  company: 'Bageriet',
};

/** What is written about and by students: applications, references, ratings and testimonials. */
export const studentContentCases: RouteCase[] = [
  // Student applications (decision 023): visitors apply; staff read, download and decide.
  {
    route: 'POST /api/students/applications',
    form: applicationForm,
    request: (w) => ({
      ...upload(applicationForm(w)),
      url: '/api/students/applications',
    }),
    expect: { ...fill(403), anonymous: 201 },
  },
  {
    route: 'GET /api/students/:id/application',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application` }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/:id/application/files/:index',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/files/0` }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/review',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/review` }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/accept',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/accept`, payload: { level_id: w.spare.levelId } }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/reject',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/reject`, payload: { message: 'Søg gerne igen.' } }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/:id/ratings',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/ratings/score',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/score` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/references',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/references/:refId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}` }),
    expect: everyone(),
  },
  // References are managed by their student and by employees (spec section 6).
  {
    route: 'POST /api/students/:id/references',
    request: async (w) => ({
      ...upload([
        ...referenceText,
        { name: 'image', filename: 'ref.png', content: await referencePng(), contentType: 'image/png' },
      ]),
      url: `/api/students/${w.users.studentA.studentId}/references`,
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'POST /api/students/:id/references/:refId',
    request: async (w) => ({
      ...upload([
        { name: '_method', value: 'PUT' },
        ...referenceText,
        { name: 'image', filename: 'ref.png', content: await referencePng(), contentType: 'image/png' },
      ]),
      url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}`,
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'DELETE /api/students/:id/references/:refId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}` }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  // Ratings: staff manage them on any student; a customer rates their own finalized project (decision 020).
  {
    route: 'POST /api/students/:id/ratings',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings`, payload: ratingBody }),
    expect: staff(201),
  },
  {
    route: 'PUT /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}`, payload: ratingBody }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}` }),
    expect: staff(204),
  },
  // Testimonials (decision 024): anyone reads the approved ones; customers write and delete their own
  // (another customer's id is 404, never 403); staff list, approve, unapprove and delete any.
  { route: 'GET /api/testimonials', request: () => ({ url: '/api/testimonials' }), expect: everyone() },
  {
    route: 'GET /api/testimonials/mine',
    request: () => ({ url: '/api/testimonials/mine' }),
    expect: only({ customerA: 200, customerB: 200 }),
  },
  {
    route: 'GET /api/testimonials/all',
    request: () => ({
      url: '/api/testimonials/all?filter_groups[0][filters][0][key]=approved&filter_groups[0][filters][0][value]=false',
    }),
    expect: staff(),
  },
  {
    route: 'POST /api/testimonials',
    request: () => ({ url: '/api/testimonials', payload: testimonialBody }),
    expect: only({ customerA: 201, customerB: 201 }),
  },
  {
    route: 'DELETE /api/testimonials/:id',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}` }),
    expect: only({ customerA: 204, customerB: 404, employee: 204 }),
  },
  {
    route: 'POST /api/testimonials/:id/approve',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}/approve` }),
    expect: staff(),
  },
  {
    route: 'POST /api/testimonials/:id/unapprove',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}/unapprove` }),
    expect: staff(),
  },
];
