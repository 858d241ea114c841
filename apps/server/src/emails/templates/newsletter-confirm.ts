import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/**
 * The first mail of a newsletter sign-up (double opt-in): nothing more is sent to the address until
 * its owner clicks the button, so whoever typed somebody else's address achieves one mail at most.
 */
export function renderNewsletterConfirm(data: { confirmUrl: string; days: number }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: `Bekræft din tilmelding til nyhedsbrevet fra ${ctx.brandName}`,
      preheader: 'Ét klik, så er du tilmeldt.',
      paragraphs: [
        `Tak for din interesse for nyhedsbrevet fra ${ctx.brandName}.`,
        'Klik på knappen herunder for at bekræfte, at du vil modtage nyhedsbrevet på denne email.',
      ],
      action: { label: 'Bekræft tilmelding', url: data.confirmUrl },
      afterAction: [
        `Linket virker i ${data.days} dage. Har du ikke selv tilmeldt dig, kan du se bort fra denne email: så bliver du ikke tilmeldt, og vi sletter adressen igen.`,
      ],
    },
    ctx,
  );
}
