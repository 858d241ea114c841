import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/**
 * Confirms a newsletter sign-up. It carries the unsubscribe link from the first mail on, so whoever
 * typed someone else's address can be undone by that person in one click.
 */
export function renderNewsletterWelcome(data: { unsubscribeUrl: string; searchUrl: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: `Velkommen til nyhedsbrevet fra ${ctx.brandName}`,
      preheader: 'Du er nu tilmeldt vores nyhedsbrev.',
      paragraphs: [
        `Tak fordi du har tilmeldt dig nyhedsbrevet fra ${ctx.brandName}.`,
        'Vi skriver, når vi har nyt om dygtige studerende, nye opgavetyper og gode råd til at få løst dine opgaver.',
        'Har du allerede en opgave, kan du finde en studerende med det samme.',
      ],
      action: { label: 'Find en studerende', url: data.searchUrl },
      afterAction: [
        'Har du ikke selv tilmeldt dig, eller vil du ikke længere modtage nyhedsbrevet, kan du afmelde dig med linket herunder.',
      ],
      footerLink: { label: 'Afmeld nyhedsbrevet', url: data.unsubscribeUrl },
    },
    ctx,
  );
}
