import { describe, expect, it } from 'vitest';
import type { EmailMessage } from './email-message.ts';
import { renderEmail } from './render-email.ts';
import type { MailContext } from './rendered-email.ts';

const ctx: MailContext = { brandName: 'Testkraft', publicUrl: 'https://testkraft.example' };
// An ampersand in the link proves it is attribute-escaped in HTML and left raw in the text part.
const link = 'https://testkraft.example/confirm?token=abc123&source=mail';
const hostile = '<script>alert(1)</script> & "Ole" <b>';

const messages = (name: string): [string, EmailMessage][] => [
  ['confirm-email', { template: 'confirm-email', data: { name, url: link, needsPassword: false } }],
  ['confirm-email (needs password)', { template: 'confirm-email', data: { name, url: link, needsPassword: true } }],
  ['confirm-email-change', { template: 'confirm-email-change', data: { name, url: link } }],
  ['reset-password', { template: 'reset-password', data: { name, url: link } }],
  ['account-activated', { template: 'account-activated', data: { name, loginUrl: link } }],
  [
    'project-created',
    {
      template: 'project-created',
      data: {
        studentName: name,
        customerName: 'Ole Olsen',
        companyName: 'Olsen ApS',
        projectName: 'Nyt logo',
        skillName: 'Logo',
        message: 'Hej\nKan du hjælpe?',
        url: link,
      },
    },
  ],
];

describe('renderEmail', () => {
  it.each(messages('Anna'))('%s has a subject, a text part and an HTML part with the link', (_label, message) => {
    const mail = renderEmail(message, ctx);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toContain('Hej Anna');
    expect(mail.text).toContain(link);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('lang="da"');
    expect(mail.html).toContain('Hej Anna');
    const escapedLink = link.replace('&', '&amp;');
    // Once as the button, once as the copyable raw link (as href and as visible text).
    expect(mail.html.split(`href="${escapedLink}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${escapedLink}</a>`);
    expect(mail.html).not.toContain('<style');
    expect(mail.html).not.toContain('<script');
  });

  it.each(messages(hostile))('%s escapes the name in HTML and keeps it readable in text', (_label, message) => {
    const mail = renderEmail(message, ctx);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ole&quot; &lt;b&gt;');
    expect(mail.text).toContain(`Hej ${hostile}`);
  });

  it.each(messages('Anna'))('%s uses the configured brand name, never a hard-coded one', (_label, message) => {
    const mail = renderEmail(message, ctx);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Studiekraft');
    expect(mail.text).toContain('Testkraft');
    expect(mail.html).toContain('Testkraft');
    expect(mail.text).toContain(ctx.publicUrl);
  });

  it('gives each template its Danish subject', () => {
    const subjects = messages('Anna').map(([, message]) => renderEmail(message, ctx).subject);
    expect(subjects).toEqual([
      'Bekræft din email hos Testkraft',
      'Bekræft din email hos Testkraft',
      'Bekræft din nye email',
      'Nulstil dit kodeord',
      'Din profil er aktiveret',
      'Ny henvendelse: Nyt logo',
    ]);
  });

  it('quotes the customer message in project-created, escaped in HTML and with its line breaks', () => {
    const mail = renderEmail(
      {
        template: 'project-created',
        data: {
          studentName: 'Anna',
          customerName: 'Ole',
          companyName: null,
          projectName: 'Regnskab',
          skillName: 'Bogføring',
          message: `Første linje\n${hostile}`,
          url: link,
        },
      },
      ctx,
    );
    expect(mail.text).toContain('Ole vil gerne have din hjælp til projektet "Regnskab" inden for Bogføring.');
    expect(mail.text).toContain(`> Første linje\n> ${hostile}`);
    expect(mail.text).toContain('30 sekunder');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.html).toContain('Første linje\n&lt;script&gt;');
  });

  it('tells a contact-flow customer that a password comes next and the project is waiting', () => {
    const quick = renderEmail({ template: 'confirm-email', data: { name: 'Lars', url: link, needsPassword: true } }, ctx);
    const normal = renderEmail({ template: 'confirm-email', data: { name: 'Lars', url: link, needsPassword: false } }, ctx);
    for (const part of [quick.text, quick.html]) {
      expect(part).toContain('vælger du et kodeord');
      expect(part).toContain('dit projekt venter');
    }
    expect(normal.text).not.toContain('kodeord');
    expect(normal.text).not.toContain('projekt');
  });

  it('refuses links that are relative or not http(s)', () => {
    for (const url of ['/confirm/abc', 'javascript:alert(1)', 'data:text/html,hi']) {
      expect(() => renderEmail({ template: 'reset-password', data: { name: 'Anna', url } }, ctx)).toThrow(/E-mail links/);
    }
  });
});
