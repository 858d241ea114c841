import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** To an accepted applicant: the account is active, and a single-use 7-day link sets the password. */
export function renderApplicationAccepted(data: { name: string; url: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: `Velkommen som studerende hos ${ctx.brandName}`,
      preheader: 'Din ansøgning er godkendt. Vælg et kodeord for at komme i gang.',
      name: data.name,
      paragraphs: [
        `Din ansøgning er godkendt, og du er nu oprettet som studerende hos ${ctx.brandName}. Velkommen!`,
        'Klik på knappen herunder for at vælge dit kodeord. Linket kan kun bruges én gang og udløber efter 7 dage.',
        'Når du er logget ind, kan du skrive din profiltekst, så kunderne kan se, hvad du kan hjælpe med.',
      ],
      action: { label: 'Vælg kodeord', url: data.url },
      afterAction: ['Udløber linket, kan du bruge "Glemt kodeord" på login-siden med din email.'],
    },
    ctx,
  );
}
