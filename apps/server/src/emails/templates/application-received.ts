import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** To the applicant right after POST /students/applications: the application arrived, what happens next. */
export function renderApplicationReceived(
  data: { name: string; homeUrl: string; files: number },
  ctx: MailContext,
): RenderedEmail {
  return renderLayout(
    {
      subject: `Tak for din ansøgning hos ${ctx.brandName}`,
      preheader: 'Vi har modtaget din ansøgning og vender tilbage hurtigst muligt.',
      name: data.name,
      paragraphs: [
        `Tak for din ansøgning om at blive studerende hos ${ctx.brandName}. Vi har modtaget den${
          data.files === 0 ? '' : data.files === 1 ? ' sammen med din fil' : ` sammen med dine ${data.files} filer`
        }.`,
        'En medarbejder læser den og vender tilbage til dig på denne email, så snart vi har set på den.',
        'Bliver du godkendt, får du en email med et link, hvor du vælger dit kodeord. Indtil da kan du ikke logge ind.',
      ],
      action: { label: `Gå til ${ctx.brandName}`, url: data.homeUrl },
      afterAction: ['Har du ikke sendt en ansøgning, kan du se bort fra denne email.'],
    },
    ctx,
  );
}
