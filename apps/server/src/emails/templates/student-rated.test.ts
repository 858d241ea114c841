import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email.ts';
import type { MailContext } from '../rendered-email.ts';
import type { StudentRatedData } from './student-rated.ts';

const ctx: MailContext = { brandName: 'Testkraft', publicUrl: 'https://testkraft.example' };
const url = 'https://testkraft.example/students/anna-holm?tab=ratings&x=1';
const data: StudentRatedData = { studentName: 'Anna Holm', raterName: 'Karen Kunde', score: 3, title: 'Godt samarbejde', url };
const render = (overrides: Partial<StudentRatedData> = {}) =>
  renderEmail({ template: 'student-rated', data: { ...data, ...overrides } }, ctx);

describe('student-rated', () => {
  it('tells the student in Danish who rated them, the score and the title, with the brand', () => {
    const mail = render();
    expect(mail.subject).toBe('Du har fået en bedømmelse fra Karen Kunde');
    expect(mail.text).toContain('Hej Anna Holm');
    expect(mail.text).toContain('Karen Kunde har givet dig en bedømmelse hos Testkraft: 3 ud af 5 stjerner.');
    expect(mail.text).toContain('Overskriften er "Godt samarbejde".');
    expect(mail.html).toContain('3 ud af 5 stjerner');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Studiekraft');
  });

  it('links to the profile ratings in both parts, escaped in HTML', () => {
    const mail = render();
    expect(mail.text).toContain(`Se udtalelsen:\n${url}`);
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('>Se udtalelsen</a>');
  });

  it("escapes the rating's name and title in HTML and keeps them readable in text", () => {
    const hostile = '<script>alert(1)</script> & "Ole"';
    const mail = render({ raterName: hostile, title: '<b>Fed</b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Fed');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ole&quot;');
    expect(mail.text).toContain(`${hostile} har givet dig`);
    expect(mail.text).toContain('Overskriften er "<b>Fed</b>".');
  });

  it('refuses a relative link', () => {
    expect(() => render({ url: '/students/anna-holm' })).toThrow(/E-mail links/);
  });
});
