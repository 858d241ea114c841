import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** Sent when staff create an employee: the account has no password until this link sets one. */
export function renderEmployeeInvitation(data: { name: string; url: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: `Du er oprettet som medarbejder hos ${ctx.brandName}`,
      preheader: 'Vælg et kodeord for at komme i gang.',
      name: data.name,
      paragraphs: [
        `Du er blevet oprettet som medarbejder hos ${ctx.brandName}.`,
        'Klik på knappen herunder for at vælge dit kodeord. Linket kan kun bruges én gang og udløber efter 7 dage.',
      ],
      action: { label: 'Vælg kodeord', url: data.url },
      afterAction: ['Udløber linket, kan du bruge "Glemt kodeord" på login-siden med din email.'],
    },
    ctx,
  );
}
