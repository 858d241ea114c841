import fc from 'fast-check';
import qs from 'qs';
import { type MultipartPart, minimalPdf, multipart } from '../multipart.ts';
import type { RouteCase } from './route-cases/route-case.ts';
import { type Role, roles, type World } from './route-world.ts';

/** Values a careless or hostile client sends where the server expects something sensible. */
const nasty = fc.constantFrom<unknown>(
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'æøå ÆØÅ',
  '😀'.repeat(50),
  '\u202e\u200b\ufeff',
  'x'.repeat(70_000),
  0,
  -1,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  99_999_999_999.99,
  10_000_001,
  true,
  false,
  [],
  {},
  '2026-02-30',
  '31-12-9999',
  'NaN',
  'Infinity',
);

/** Deep and wide objects: parsers, zod and the list-query convention must all stay calm. */
const deepTo = (maxDepth: number) =>
  fc.integer({ min: Math.min(50, maxDepth), max: maxDepth }).map((depth) => {
    let value: unknown = 'bund';
    for (let i = 0; i < depth; i += 1) value = { a: value };
    return value;
  });
const deep = deepTo(2000);

const scalar = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt().map((b) => b.toString()) },
);
const valueWith = (deepValue: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
    { weight: 1, arbitrary: deepValue },
  );
const value = valueWith(deep);
/**
 * Query values stay within 50 levels: qs.stringify recurses once per level (and once more per key
 * prefix), so thousands of levels overflow the test's own stack before a request is even sent. The
 * server parses at most a few levels anyway; 50 still probes that limit.
 */
const queryValue = valueWith(deepTo(50));

/** Field names the API knows, so generated bodies get past "unknown key" and reach the services. */
const knownKeys = fc.constantFrom(
  'email',
  'password',
  'current_password',
  'name',
  'first_name',
  'last_name',
  'phone_number',
  'message',
  'content',
  'offer',
  'hours',
  'price_type',
  'reason',
  'notes',
  'skill_id',
  'student_id',
  'customer_id',
  'vat_number',
  'vatNumber',
  'company_name',
  'address',
  'postcode',
  'city',
  'token',
  'key',
  'slug',
  'order',
  'enabled',
  'skill_group_id',
  'paygrades',
  'sendActivationMail',
  'newsletter',
  'referral',
  'level_id',
  'skills',
  'date_of_birth',
  'employeeConversations',
  'skipEmailVerification',
  'activateUser',
  'short',
  'about',
  'share_percent',
  '__proto__',
  'constructor',
);

/** A valid body with one to three fields replaced: the deepest reach into a use-case. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  if (keys.length === 0) return fc.dictionary(knownKeys, value, { maxKeys: 4 });
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), value), { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...valid, ...Object.fromEntries(changes) }));
}

const segment = (ids: number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '2147483648',
        '99999999999999999999999',
        'NaN',
        '1e309',
        '%00',
        '%2e%2e%2f',
        '%C3%A6%C3%B8%C3%A5',
        '%F0%9F%98%80',
        'null',
        "'%20or%201=1",
        '%ZZ',
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
  );

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'limit',
        'page',
        'sort',
        'includes',
        'filter_groups',
        'scope',
        'projectId',
        'period',
        'start',
        'end',
        'to',
        'q',
        'month',
      ),
      queryValue,
      { maxKeys: 4 },
    )
    .map((q) => qs.stringify(q, { allowDots: false })),
  fc.string({ unit: 'binary', maxLength: 120 }).map((s) => encodeURIComponent(s).replace(/%3D/g, '=').replace(/%26/g, '&')),
  fc.constantFrom(
    'limit=99999999999',
    'limit=-1&page=-5',
    'filter_groups[0][filters][0][key]=name&filter_groups[0][filters][0][value]=%00&filter_groups[0][filters][0][operator]=ct',
    'filter_groups[0][filters][0][key]=password_hash&filter_groups[0][filters][0][value]=x&filter_groups[0][filters][0][operator]=eq',
    'sort[0][key]=id;drop table users&sort[0][direction]=ASC',
    'includes[]=user&includes[]=__proto__',
    'period=century&start=01-01-0001&end=31-12-9999',
    'period=day&start=01-01-1900&end=31-12-2100',
  ),
);

export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  payload?: string | Buffer | NodeJS.ReadableStream | object;
  headers: Record<string, string>;
  describe: string;
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; value: string; type: string }
  | { kind: 'multipart'; parts: MultipartPart[] };

const rawBody = fc.record({
  value: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"admin":true}}', '\u0000\u0000', '{"email":"a@b.dk"}'),
  ),
  type: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
  ),
});

const multipartParts = fc.array(
  fc.oneof(
    fc.record({
      name: fc.constantFrom('projectId', 'file', 'avatar', 'x', 'skills', 'terms', 'email'),
      value: scalar.map((v) => String(v).slice(0, 200)),
    }),
    fc.record({
      name: fc.constantFrom('file', 'avatar', 'projectId', 'files'),
      filename: fc.oneof(fc.constantFrom('a.pdf', '../../x.png', 'æøå.pdf', '', '\u0000.pdf'), fc.string({ maxLength: 30 })),
      content: fc.oneof(
        fc.constant(minimalPdf),
        fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
        fc.constant(Buffer.alloc(0)),
      ),
      contentType: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
    }),
  ),
  { maxLength: 4 },
);

/** A route's valid multipart form with one to three text values replaced and up to four odd files added. */
function mutatedForm(valid: MultipartPart[]): fc.Arbitrary<MultipartPart[]> {
  const textNames = valid.filter((part) => 'value' in part).map((part) => part.name);
  return fc
    .record({
      changes: fc.array(
        fc.tuple(
          fc.constantFrom(...textNames),
          scalar.map((v) => String(v).slice(0, 20_000)),
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      extra: multipartParts.map((parts) => parts.filter((part) => !('value' in part))),
    })
    .map(({ changes, extra }) => {
      const replaced = new Map(changes);
      return [
        ...valid.map((part) =>
          'value' in part && replaced.has(part.name) ? { ...part, value: replaced.get(part.name) ?? '' } : part,
        ),
        ...extra,
      ];
    });
}

/**
 * Requests for one route: any role (and a forged token), path ids from the world or garbage, a query,
 * and a body that is missing, random, a mutation of the route's valid body, raw bytes or multipart.
 */
export function requestFor(route: { method: string; url: string }, cases: RouteCase[], world: World): fc.Arbitrary<FuzzRequest> {
  const params = [...route.url.matchAll(/:(\w+)|\*/g)];
  const ids = [
    world.projectId,
    world.conversationId,
    world.customerMessageId,
    world.eventId,
    world.fileId,
    world.ratingId,
    world.referenceId,
    world.users.customerA.id,
    world.users.customerA.accountId,
    world.users.studentA.studentId,
    world.users.employeeB.id,
    world.skill.id,
    ...(world.applicantId ? [world.applicantId] : []),
  ];
  const validBodies = cases
    .map((c) => {
      try {
        const request = c.request(world, 'employee');
        return request instanceof Promise ? undefined : request.payload;
      } catch {
        return undefined;
      }
    })
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null && !('pipe' in p));
  const bodies: fc.Arbitrary<Body>[] = [
    fc.constant<Body>({ kind: 'none' }),
    fc.dictionary(knownKeys, value, { maxKeys: 6 }).map<Body>((v) => ({ kind: 'json', value: v })),
    fc.jsonValue().map<Body>((v) => ({ kind: 'json', value: v })),
    rawBody.map<Body>((r) => ({ kind: 'raw', ...r })),
    multipartParts.map<Body>((parts) => ({ kind: 'multipart', parts })),
    ...validBodies.map((valid) => mutated(valid).map<Body>((v) => ({ kind: 'json', value: v }))),
    ...cases.flatMap((c) => (c.form ? [mutatedForm(c.form(world)).map<Body>((parts) => ({ kind: 'multipart', parts }))] : [])),
  ];
  const role = fc.constantFrom<Role | 'forged'>(...roles, 'forged');
  return fc
    .record({
      role,
      segments: fc.tuple(...params.map(() => segment(ids))),
      query,
      body:
        route.method === 'GET' || route.method === 'DELETE'
          ? fc.oneof(fc.constant<Body>({ kind: 'none' }), ...bodies.slice(3, 4))
          : fc.oneof(...bodies),
    })
    .map(({ role: who, segments, query: q, body }) => {
      let index = 0;
      const path = route.url.replace(/:(\w+)|\*/g, () => segments[index++] ?? '1');
      const headers: Record<string, string> =
        who === 'forged'
          ? { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwIjoiRU1QTE9ZRUUifQ.' }
          : { ...world.headers[who] };
      let payload: FuzzRequest['payload'];
      if (body.kind === 'json') {
        payload = JSON.stringify(body.value) ?? 'null';
        headers['content-type'] = 'application/json';
      } else if (body.kind === 'raw') {
        payload = body.value;
        headers['content-type'] = body.type;
      } else if (body.kind === 'multipart') {
        const m = multipart(body.parts);
        payload = m.payload;
        Object.assign(headers, m.headers);
      }
      return {
        role: who === 'forged' ? 'anonymous' : who,
        method: route.method,
        url: q ? `${path}?${q}` : path,
        ...(payload !== undefined ? { payload } : {}),
        headers,
        describe: `${who} ${route.method} ${path}${q ? `?${q.slice(0, 200)}` : ''} ${body.kind}${body.kind === 'json' ? ` ${String(JSON.stringify(body.value)).slice(0, 300)}` : ''}${body.kind === 'raw' ? ` ${body.type} ${JSON.stringify(body.value.slice(0, 200))}` : ''}${body.kind === 'multipart' ? ` ${JSON.stringify(body.parts.map((p) => ('value' in p ? [p.name, p.value.slice(0, 40)] : [p.name, 'filename' in p ? p.filename : ''])))}` : ''}`,
      };
    });
}
