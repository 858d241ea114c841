import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** Sent when staff activate a profile and choose to notify the user. */
export function renderAccountActivated(data: { name: string; loginUrl: string }, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: 'Din profil er aktiveret',
      preheader: `Du kan nu logge ind hos ${ctx.brandName}.`,
      name: data.name,
      paragraphs: [
        `Godt nyt: din profil hos ${ctx.brandName} er nu aktiveret.`,
        'Klik på knappen herunder for at logge ind med din email.',
      ],
      action: { label: 'Log ind', url: data.loginUrl },
      afterAction: [
        'Har du glemt dit kodeord eller ikke valgt et endnu, kan du vælge et nyt via "Glemt kodeord" på login-siden.',
      ],
    },
    ctx,
  );
}
