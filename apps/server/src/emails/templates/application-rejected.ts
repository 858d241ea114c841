import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/**
 * To a rejected applicant: a polite no, the employee's personal line when they wrote one, and when the
 * application and its data are deleted.
 */
export function renderApplicationRejected(
  data: { name: string; message: string | null; homeUrl: string; deleteAfter: string },
  ctx: MailContext,
): RenderedEmail {
  return renderLayout(
    {
      subject: `Svar på din ansøgning hos ${ctx.brandName}`,
      preheader: 'Tak for din interesse. Vi har desværre ikke plads til dig denne gang.',
      name: data.name,
      paragraphs: [
        `Tak for din ansøgning og for din interesse i at blive studerende hos ${ctx.brandName}.`,
        'Vi har læst den grundigt, men vi kan desværre ikke tilbyde dig en plads denne gang.',
        ...(data.message ? ['En hilsen fra os:'] : []),
      ],
      ...(data.message ? { quote: data.message } : {}),
      action: { label: `Gå til ${ctx.brandName}`, url: data.homeUrl },
      afterAction: [
        `Vi gemmer din ansøgning og dine filer til og med ${data.deleteAfter}. Derefter sletter vi dem og dine oplysninger.`,
        'Du er velkommen til at søge igen senere.',
      ],
    },
    ctx,
  );
}
