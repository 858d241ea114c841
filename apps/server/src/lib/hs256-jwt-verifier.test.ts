import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHs256Verifier } from './hs256-jwt-verifier.ts';

const secret = 'test-secret-test-secret-test-secret!!';
const key = new TextEncoder().encode(secret);
const issuer = 'studiekraft';
const verify = createHs256Verifier(key, { issuer, requiredClaims: ['exp'] });
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))).toString('base64url');

/** A token with any header and claims, signed with HMAC-SHA256 under `withSecret`. */
function forge(header: unknown, claims: unknown, withSecret = secret): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', withSecret).update(input).digest('base64url')}`;
}

const valid = () => ({ sub: '7', typ: 'STUDENT', iss: issuer, iat: now(), exp: now() + 600 });

/** What jose's jwtVerify, with the options the server used before, says of the same token. */
const joseAccepts = (token: string) =>
  jwtVerify(token, key, { issuer, algorithms: ['HS256'], requiredClaims: ['exp'] }).then(
    () => true,
    () => false,
  );

describe('createHs256Verifier', () => {
  it('accepts a token jose signed and returns its claims', async () => {
    const token = await new SignJWT({ typ: 'EMPLOYEE', crd: 'abc' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('12')
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key);
    expect(verify(token)).toMatchObject({ sub: '12', typ: 'EMPLOYEE', crd: 'abc', iss: issuer });
  });

  const signed = forge({ alg: 'HS256', typ: 'JWT' }, valid());
  const [h, p, s] = signed.split('.') as [string, string, string];
  const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;

  // Every token here is refused by both; the first column says why.
  const refused: [string, string][] = [
    ['another secret', forge({ alg: 'HS256' }, valid(), 'another-secret-another-secret-another')],
    ['alg none, no signature', `${b64({ alg: 'none' })}.${p}.`],
    ['alg none with a signature', forge({ alg: 'none' }, valid())],
    ['alg HS512 header', forge({ alg: 'HS512' }, valid())],
    ['alg in lower case', forge({ alg: 'hs256' }, valid())],
    ['no alg', forge({ typ: 'JWT' }, valid())],
    ['a crit extension', forge({ alg: 'HS256', crit: ['b64'], b64: false }, valid())],
    ['a changed payload', `${h}.${b64({ ...valid(), sub: '1' })}.${s}`],
    ['a changed signature', `${h}.${p}.${flipped}`],
    ['a truncated signature', `${h}.${p}.${s.slice(0, -1)}`],
    ['an empty signature', `${h}.${p}.`],
    ['two segments', `${h}.${p}`],
    ['four segments', `${signed}.${s}`],
    ['an empty header', `.${p}.${s}`],
    ['a header that is not JSON', forge('not json', valid())],
    ['a header that is an array', forge(['HS256'], valid())],
    ['claims that are not JSON', forge({ alg: 'HS256' }, 'not json')],
    ['claims that are an array', forge({ alg: 'HS256' }, [valid()])],
    ['claims that are null', forge({ alg: 'HS256' }, null)],
    ['claims that are not UTF-8', forge({ alg: 'HS256' }, Buffer.from([0x7b, 0xff, 0x7d]))],
    ['expired', forge({ alg: 'HS256' }, { ...valid(), exp: now() - 1 })],
    ['expiring this second', forge({ alg: 'HS256' }, { ...valid(), exp: now() })],
    ['no exp', forge({ alg: 'HS256' }, { ...valid(), exp: undefined })],
    ['exp as a string', forge({ alg: 'HS256' }, { ...valid(), exp: String(now() + 600) })],
    ['iat as a string', forge({ alg: 'HS256' }, { ...valid(), iat: String(now()) })],
    ['nbf in the future', forge({ alg: 'HS256' }, { ...valid(), nbf: now() + 60 })],
    ['nbf as a string', forge({ alg: 'HS256' }, { ...valid(), nbf: 'now' })],
    ['another issuer', forge({ alg: 'HS256' }, { ...valid(), iss: 'someone-else' })],
    ['no issuer', forge({ alg: 'HS256' }, { ...valid(), iss: undefined })],
    ['an issuer list', forge({ alg: 'HS256' }, { ...valid(), iss: [issuer] })],
  ];

  it.each(refused)('refuses a token with %s, as jose does', async (_why, token) => {
    expect(verify(token)).toBeNull();
    expect(await joseAccepts(token)).toBe(false);
  });

  const accepted: [string, string][] = [
    ['a typ header', signed],
    ['nbf in the past', forge({ alg: 'HS256' }, { ...valid(), nbf: now() - 60 })],
    ['no iat', forge({ alg: 'HS256' }, { ...valid(), iat: undefined })],
    ['an iat in the future (no maximum age is set)', forge({ alg: 'HS256' }, { ...valid(), iat: now() + 60 })],
    ['extra header fields', forge({ alg: 'HS256', kid: 'k1' }, valid())],
  ];

  it.each(accepted)('accepts a token with %s, as jose does', async (_why, token) => {
    expect(verify(token)).toMatchObject({ sub: '7', iss: issuer });
    expect(await joseAccepts(token)).toBe(true);
  });
});
