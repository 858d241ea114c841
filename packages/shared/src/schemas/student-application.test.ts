import { describe, expect, it } from 'vitest';
import { latestStudentBirthDate } from './create-student.ts';
import { applicationDeleteAfter, rejectApplicationSchema, studentApplicationSchema } from './student-application.ts';

const codes = (value: unknown) => {
  const result = studentApplicationSchema.safeParse(value);
  return Object.fromEntries((result.success ? [] : result.error.issues).map((i) => [i.path.join('.'), i.message]));
};

const valid = {
  name: 'Mathilde Åberg',
  email: 'Mathilde@Example.test',
  phone_number: '12 34 56 78',
  date_of_birth: '2001-05-17',
  study_programme: 'Cand.merc.',
  institution: 'Aarhus Universitet',
  skills: ['3', '4', '3'],
  message: 'Jeg vil gerne hjælpe små virksomheder med deres regnskab og markedsføring.',
  terms: 'true',
};

describe('studentApplicationSchema', () => {
  it('takes the multipart strings: skill ids as numbers, each once; terms "true"', () => {
    const parsed = studentApplicationSchema.parse(valid);
    expect(parsed).toMatchObject({ email: 'mathilde@example.test', phone_number: '12345678', skills: [3, 4], terms: true });
  });

  it('answers each rule with its field code', () => {
    expect(codes({ ...valid, skills: [] })).toEqual({ skills: 'validation.skills_min' });
    expect(codes({ ...valid, skills: undefined })).toEqual({ skills: 'validation.skills_min' });
    expect(codes({ ...valid, skills: ['1', '2', '3', '4'] })).toEqual({ skills: 'validation.max' });
    expect(codes({ ...valid, skills: ['x'] })).toEqual({ 'skills.0': 'validation.type' });
    expect(codes({ ...valid, terms: 'false' })).toEqual({ terms: 'validation.terms' });
    expect(codes({ ...valid, terms: undefined })).toEqual({ terms: 'validation.terms' });
    expect(codes({ ...valid, message: 'x'.repeat(49) })).toEqual({ message: 'validation.min' });
    expect(codes({ ...valid, message: 'x'.repeat(3001) })).toEqual({ message: 'validation.max' });
    expect(codes({ ...valid, phone_number: '1234567' })).toEqual({ phone_number: 'validation.min' });
  });

  it('refuses a date of birth less than 17 years ago, and takes exactly 17', () => {
    const latest = latestStudentBirthDate();
    expect(codes({ ...valid, date_of_birth: latest })).toEqual({});
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(codes({ ...valid, date_of_birth: dayAfter.toISOString().slice(0, 10) })).toEqual({
      date_of_birth: 'validation.min_age',
    });
  });
});

describe('rejectApplicationSchema', () => {
  it('takes no body fields or a message up to 2,000 characters', () => {
    expect(rejectApplicationSchema.safeParse({}).success).toBe(true);
    expect(rejectApplicationSchema.safeParse({ message: 'x'.repeat(2000) }).success).toBe(true);
    expect(rejectApplicationSchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('applicationDeleteAfter', () => {
  it('is six calendar months later, the month end kept short', () => {
    expect(applicationDeleteAfter(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(applicationDeleteAfter(new Date('2026-08-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});
