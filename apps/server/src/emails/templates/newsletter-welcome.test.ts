import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email.ts';
import type { MailContext } from '../rendered-email.ts';

const ctx: MailContext = { brandName: 'Testkraft', publicUrl: 'https://testkraft.example' };
const unsubscribeUrl = 'https://testkraft.example/nyhedsbrev/afmeld?token=abc&x=1';
const searchUrl = 'https://testkraft.example/students/search';

describe('newsletter-welcome', () => {
  const mail = renderEmail({ template: 'newsletter-welcome', data: { unsubscribeUrl, searchUrl } }, ctx);

  it('greets without a name, in Danish, with the brand', () => {
    expect(mail.subject).toBe('Velkommen til nyhedsbrevet fra Testkraft');
    expect(mail.text.startsWith('Hej\n\n')).toBe(true);
    expect(mail.html).toContain('>Hej</p>');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Studiekraft');
  });

  it('carries the unsubscribe link in both parts, escaped in HTML', () => {
    expect(mail.text).toContain(`Afmeld nyhedsbrevet:\n${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('>Afmeld nyhedsbrevet</a>');
    expect(mail.text).toContain(searchUrl);
  });

  it('refuses a relative unsubscribe link', () => {
    expect(() =>
      renderEmail({ template: 'newsletter-welcome', data: { unsubscribeUrl: '/nyhedsbrev/afmeld', searchUrl } }, ctx),
    ).toThrow(/E-mail links/);
  });
});
