import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';

let t: TestApp;
let owner: CreatedStudent;
let other: CreatedStudent;
let asOwner: LoggedIn;
let asOther: LoggedIn;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  [owner, other] = await Promise.all([createStudent(db), createStudent(db)]);
  [asOwner, asOther, asEmployee] = await Promise.all([
    loginAs(t.app, owner),
    loginAs(t.app, other),
    createUser(db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user)),
  ]);
});
afterAll(() => t.close());

const put = (id: number, payload: unknown, headers: Record<string, string> = asOwner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/students/${id}`, headers, payload: payload as Record<string, unknown> });
const about = (text: string) => `<p>${text}</p>`;
const longEnough = 'Jeg læser økonomi på AU og hjælper gerne små virksomheder med bogføring, budgetter og Excel. '.repeat(2);

describe('PUT /api/students/:id (the owner’s texts)', () => {
  it('saves the short text alone and shows it on the profile', async () => {
    const response = await put(owner.studentId, { short: '  Økonomistuderende med styr på tallene  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.short).toBe('Økonomistuderende med styr på tallene');
    const profile = await t.app.inject({ method: 'GET', url: `/api/students/${owner.studentId}` });
    expect(profile.json().data.short).toBe('Økonomistuderende med styr på tallene');
  });

  it('saves the about text with the toolbar’s markup and strips scripts, attributes and links', async () => {
    const html = `<p>${longEnough}</p><ul><li><strong>Bogføring</strong></li><li><em>Budgetter</em></li></ul><script>alert(1)</script><p onclick="x()">Hej</p><img src=x onerror="y()">`;
    const response = await put(owner.studentId, { short: 'Kort', about: html });
    expect(response.statusCode).toBe(200);
    const saved: string = response.json().data.about;
    expect(saved).toContain('<ul><li><strong>Bogføring</strong></li><li><em>Budgetter</em></li></ul>');
    expect(saved).toContain('<p>Hej</p>');
    expect(saved).not.toMatch(/script|alert|onclick|<img|onerror/);
  });

  it('refuses a short text over 75 characters and an about text over 1,500 without markup', async () => {
    const tooLongShort = await put(owner.studentId, { short: 'x'.repeat(76) });
    expect(tooLongShort.statusCode).toBe(422);
    expect(tooLongShort.json().errors).toEqual({ short: ['validation.max'] });
    expect((await put(owner.studentId, { short: 'x'.repeat(75) })).statusCode).toBe(200);

    const tooLongAbout = await put(owner.studentId, { short: 'Kort', about: about('a'.repeat(1501)) });
    expect(tooLongAbout.statusCode).toBe(422);
    expect(tooLongAbout.json().errors).toEqual({ about: ['validation.max'] });
  });

  it('counts the about text without markup: 99 characters in bold tags are too short', async () => {
    const response = await put(owner.studentId, { short: 'Kort', about: `<p><strong>${'a'.repeat(99)}</strong></p>` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ about: ['validation.min'] });
  });

  it('refuses an about text that only reaches 100 characters through a script the sanitiser drops', async () => {
    const response = await put(owner.studentId, {
      short: 'Kort',
      about: `<p>${'a'.repeat(60)}</p><script>${'b'.repeat(60)}</script>`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ about: ['validation.min'] });
  });

  it('refuses a web address such as www.example.dk and leaves the saved text as it was', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/students/${owner.studentId}` })).json().data.about;
    const response = await put(owner.studentId, { short: 'Kort', about: about(`${longEnough} Se www.example.dk`) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ about: ['validation.no_web_address'] });
    const after = (await t.app.inject({ method: 'GET', url: `/api/students/${owner.studentId}` })).json().data.about;
    expect(after).toBe(before);
  });

  it('accepts ordinary Danish text with full stops and abbreviations', async () => {
    const text = `${longEnough} Jeg bor i Aarhus.Jeg kan bl.a. lave budgetter, f.eks. for caféer.`;
    expect((await put(owner.studentId, { short: 'Kort', about: about(text) })).statusCode).toBe(200);
  });

  it('answers 403 to another student, 401 to anonymous callers, 404 for no student', async () => {
    expect((await put(owner.studentId, { short: 'Overtaget' }, asOther.headers)).statusCode).toBe(403);
    expect((await put(owner.studentId, { short: 'Overtaget' }, {})).statusCode).toBe(401);
    expect((await put(2_000_000, { short: 'Overtaget' })).statusCode).toBe(404);
    const profile = await t.app.inject({ method: 'GET', url: `/api/students/${owner.studentId}` });
    expect(profile.json().data.short).not.toBe('Overtaget');
    expect(other.studentId).not.toBe(owner.studentId);
  });

  it('lets an employee edit the texts by the same rules (decision 022)', async () => {
    const refused = await put(
      owner.studentId,
      { short: 'Kort', about: about(`${longEnough} www.example.dk`) },
      asEmployee.headers,
    );
    expect(refused.json().errors).toEqual({ about: ['validation.no_web_address'] });
    const saved = await put(owner.studentId, { short: 'Rettet af medarbejder', about: about(longEnough) }, asEmployee.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ short: 'Rettet af medarbejder', about: about(longEnough) });
  });
});
