import { describe, expect, it } from 'vitest';
import { createStudentSchema, latestStudentBirthDate } from './create-student.ts';
import { studentUpdateKind, studentUpdateSchema } from './student-update.ts';

const fieldCodes = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.success ? [] : (result.error?.issues ?? [])).map((i) => [i.path.join('.'), i.message]));

const validStudent = {
  name: 'Mathilde Åberg',
  email: 'Mathilde@Example.test',
  phone_number: '+45 12 34 56 78',
  date_of_birth: '2000-02-29',
  level_id: 1,
  skills: [3, 3, 4],
};

describe('createStudentSchema', () => {
  it('takes a valid student with defaults: no password, nothing skipped, no conversations, skills once each', () => {
    const parsed = createStudentSchema.parse(validStudent);
    expect(parsed).toMatchObject({
      email: 'mathilde@example.test',
      phone_number: '+4512345678',
      skills: [3, 4],
      skipEmailVerification: false,
      activateUser: false,
      employeeConversations: [],
    });
    expect(parsed.password).toBeUndefined();
  });

  it('refuses a student under 17 with validation.min_age, and takes one who turns 17 today', () => {
    const noon = new Date('2026-06-15T10:00:00Z');
    expect(latestStudentBirthDate(noon)).toBe('2009-06-15');
    // Just after midnight in Copenhagen the Danish day has turned while UTC's has not.
    expect(latestStudentBirthDate(new Date('2026-06-14T22:30:00Z'))).toBe('2009-06-15');
    const latest = latestStudentBirthDate();
    const oneDayLater = new Date(`${latest}T12:00:00Z`);
    oneDayLater.setUTCDate(oneDayLater.getUTCDate() + 1);
    const tooYoung = createStudentSchema.safeParse({ ...validStudent, date_of_birth: oneDayLater.toISOString().slice(0, 10) });
    expect(fieldCodes(tooYoung)).toEqual({ date_of_birth: 'validation.min_age' });
    expect(createStudentSchema.safeParse({ ...validStudent, date_of_birth: latest }).success).toBe(true);
  });

  it('names each wrong field with its code', () => {
    const result = createStudentSchema.safeParse({
      name: ' ',
      email: 'nope',
      phone_number: '1234',
      date_of_birth: '2001-02-30',
      level_id: 'x',
      skills: [],
      password: 'kort',
      employeeConversations: [0],
    });
    expect(fieldCodes(result)).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      phone_number: 'validation.min',
      date_of_birth: 'validation.format',
      level_id: 'validation.type',
      skills: 'validation.required',
      password: 'validation.min',
      'employeeConversations.0': 'validation.type',
    });
  });
});

describe('studentUpdateSchema', () => {
  it('picks the shape by its keys', () => {
    expect(studentUpdateKind({ short: 'x' })).toBe('texts');
    expect(studentUpdateKind({ short: 'x', about: 'y' })).toBe('texts');
    expect(studentUpdateKind({ name: 'x', notes: '' })).toBe('details');
    expect(studentUpdateKind({ level_id: 1 })).toBe('levelSkills');
    expect(studentUpdateKind(null)).toBe('texts');
  });

  it('parses each shape to its kind', () => {
    expect(studentUpdateSchema.parse({ short: ' Kort ' })).toEqual({ kind: 'texts', short: 'Kort' });
    expect(studentUpdateSchema.parse({ name: 'Ny Navn', notes: '' })).toEqual({ kind: 'details', name: 'Ny Navn', notes: null });
    expect(studentUpdateSchema.parse({ level_id: 2, skills: [5] })).toEqual({ kind: 'levelSkills', level_id: 2, skills: [5] });
  });

  it('keeps field paths in its errors and names keys a shape does not take', () => {
    expect(fieldCodes(studentUpdateSchema.safeParse({ level_id: 2, skills: [] }))).toEqual({ skills: 'validation.required' });
    expect(fieldCodes(studentUpdateSchema.safeParse({ name: 'A', short: 'B' }))).toEqual({ short: 'validation.type' });
    expect(fieldCodes(studentUpdateSchema.safeParse({ name: 'A', date_of_birth: '2030-01-01' }))).toEqual({
      date_of_birth: 'validation.min_age',
    });
  });
});
