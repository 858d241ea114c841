import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

export function renderResetPassword(data: { name: string; url: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: 'Nulstil dit kodeord',
      preheader: `Vælg et nyt kodeord til din profil hos ${ctx.brandName}.`,
      name: data.name,
      paragraphs: [
        `Vi har modtaget en anmodning om at nulstille kodeordet til din profil hos ${ctx.brandName}.`,
        'Klik på knappen herunder for at vælge et nyt kodeord. Linket kan kun bruges én gang.',
      ],
      action: { label: 'Vælg nyt kodeord', url: data.url },
      // Reassures the real owner when someone else typed their address into the reset form.
      afterAction: [
        'Har du ikke bedt om at nulstille dit kodeord, kan du se bort fra denne email. Dit kodeord forbliver uændret.',
      ],
    },
    ctx,
  );
}
