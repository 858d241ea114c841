import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/**
 * Sent when staff create a student without a password (decision 022): the account has none until this
 * link sets one, which also confirms the address. A student who is not activated yet is told that logging
 * in waits for that, so a refused login does not come as a surprise.
 */
export function renderStudentInvitation(
  data: { name: string; url: string; activated: boolean },
  ctx: MailContext,
): RenderedEmail {
  return renderLayout(
    {
      subject: `Velkommen til ${ctx.brandName}`,
      preheader: 'Vælg et kodeord for at komme i gang.',
      name: data.name,
      paragraphs: [
        `Vi har oprettet en profil til dig som studerende hos ${ctx.brandName}.`,
        'Klik på knappen herunder for at vælge dit kodeord. Linket kan kun bruges én gang og udløber efter 7 dage.',
        ...(data.activated ? [] : ['Du kan logge ind, så snart vi har aktiveret din profil. Vi giver dig besked, når det sker.']),
      ],
      action: { label: 'Vælg kodeord', url: data.url },
      afterAction: ['Udløber linket, kan du bruge "Glemt kodeord" på login-siden med din email.'],
    },
    ctx,
  );
}
