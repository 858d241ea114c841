import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/**
 * After registration. `needsPassword` is the contact flow's quick registration: the customer has no
 * password yet and a project is already waiting for them, so the mail says what happens next.
 */
export function renderConfirmEmail(data: { name: string; url: string; needsPassword: boolean }, ctx: MailContext): RenderedEmail {
  const subject = `Bekræft din email hos ${ctx.brandName}`;
  if (data.needsPassword) {
    return renderLayout(
      {
        subject,
        preheader: 'Dit projekt venter. Bekræft din email og vælg et kodeord.',
        name: data.name,
        paragraphs: [
          `Tak for din henvendelse. Vi har oprettet en profil til dig hos ${ctx.brandName}, og dit projekt venter på dig.`,
          'Bekræft din emailadresse ved at klikke på knappen herunder. Bagefter vælger du et kodeord, så du kan logge ind, følge dit projekt og skrive med den studerende.',
        ],
        action: { label: 'Bekræft email og vælg kodeord', url: data.url },
        afterAction: ['Har du ikke kontaktet os, kan du se bort fra denne email.'],
      },
      ctx,
    );
  }
  return renderLayout(
    {
      subject,
      preheader: 'Bekræft din emailadresse, så du kan logge ind.',
      name: data.name,
      paragraphs: [
        `Tak fordi du har oprettet en profil hos ${ctx.brandName}.`,
        'Bekræft din emailadresse ved at klikke på knappen herunder. Derefter kan du logge ind.',
      ],
      action: { label: 'Bekræft email', url: data.url },
      afterAction: ['Har du ikke oprettet en profil, kan du se bort fra denne email.'],
    },
    ctx,
  );
}
