import { resetChangeSchema } from '@studiekraft/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { zodFormValidator } from '../form-validation.ts';
import { i18n } from '../i18n.ts';

describe('zodFormValidator', () => {
  const validate = zodFormValidator(resetChangeSchema, i18n.t, { password: { 'validation.format': 'auth.passwordFormat' } });

  it('translates field codes with their min parameter', () => {
    expect(validate({ token: 'abc', password: 'kort' })).toEqual({ password: 'Skal være mindst 8 tegn.' });
  });

  it('reports one message per field and uses overrides', () => {
    expect(validate({ token: '', password: 'mellem rum!' })).toEqual({
      token: 'Feltet skal udfyldes.',
      password: 'Kodeordet må kun indeholde bogstaver, tal, bindestreger og understreger.',
    });
  });

  it('returns no errors for valid values', () => {
    expect(validate({ token: 'abc', password: 'langt-kodeord_1' })).toEqual({});
  });
});
