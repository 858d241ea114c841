import { describe, expect, it } from 'vitest';
import { loginRequestSchema, resetChangeSchema } from './auth.ts';
import { emailField, idParam, newPasswordField } from './fields.ts';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('shared field rules', () => {
  it('trims and lower-cases e-mails and rejects bad ones with field codes', () => {
    expect(emailField().parse('  Kunde@Example.COM ')).toBe('kunde@example.com');
    expect(codes(emailField().safeParse(''))).toEqual(['validation.required']);
    expect(codes(emailField().safeParse('no-at-sign'))).toEqual(['validation.email']);
    expect(codes(emailField().safeParse(undefined))).toEqual(['validation.required']);
    expect(codes(emailField().safeParse(42))).toEqual(['validation.type']);
  });

  it('allows only letters, digits, dashes and underscores in new passwords, at least 8', () => {
    expect(newPasswordField().safeParse('godt_kode-ord1').success).toBe(true);
    expect(newPasswordField().safeParse('æøåÆØÅ12').success).toBe(true);
    expect(codes(newPasswordField().safeParse('kort'))).toContain('validation.min');
    expect(codes(newPasswordField().safeParse('med mellemrum'))).toContain('validation.format');
    expect(codes(newPasswordField().safeParse('semi;colon!'))).toContain('validation.format');
  });

  it('needs both fields to log in but does not apply the new-password rule to old passwords', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.dk', password: 'x' }).success).toBe(true);
    expect(codes(loginRequestSchema.safeParse({ email: 'a@b.dk' }))).toEqual(['validation.required']);
  });

  it('requires a token and a valid password to change it', () => {
    expect(codes(resetChangeSchema.safeParse({ password: 'godtkodeord' }))).toEqual(['validation.required']);
    expect(resetChangeSchema.safeParse({ token: 'abc', password: 'godtkodeord' }).success).toBe(true);
  });
});

describe('pathId', () => {
  it('takes the canonical decimal form of a positive 32-bit integer only', () => {
    expect(idParam.parse({ id: '3' })).toEqual({ id: 3 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    for (const id of ['0', '03', '+3', '3e0', '0x3', ' 3', '3 ', '3.0', '-3', '2147483648', '99999999999', ''])
      expect(idParam.safeParse({ id }).success, id).toBe(false);
  });
});
