import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** Sent to the new address, so only its owner can finish the change. */
export function renderConfirmEmailChange(data: { name: string; url: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: 'Bekræft din nye email',
      preheader: `Bekræft den nye emailadresse til din profil hos ${ctx.brandName}.`,
      name: data.name,
      paragraphs: [
        `Du har ændret emailadressen på din profil hos ${ctx.brandName} til denne adresse.`,
        'Bekræft den nye adresse ved at klikke på knappen herunder. Derefter logger du ind med din nye email.',
      ],
      action: { label: 'Bekræft ny email', url: data.url },
      afterAction: ['Har du ikke selv ændret din email, kan du se bort fra denne email.'],
    },
    ctx,
  );
}
