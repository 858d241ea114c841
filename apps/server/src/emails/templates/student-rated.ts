import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

export interface StudentRatedData {
  studentName: string;
  /** The rating's own name: the customer as they signed it, or whom staff wrote it for. */
  raterName: string;
  /** 1 to 5. */
  score: number;
  title: string;
  /** The student's public profile, opened on its ratings (`?tab=ratings`). */
  url: string;
}

/** To a student when a rating is added to them, by the customer after a project or by staff (decision 068). */
export function renderStudentRated(data: StudentRatedData, ctx: MailContext): RenderedEmail {
  const score = `${data.score} ud af 5 stjerner`;
  return renderLayout(
    {
      subject: `Du har fået en bedømmelse fra ${data.raterName}`,
      preheader: `${data.raterName} har givet dig ${score}.`,
      name: data.studentName,
      paragraphs: [
        `${data.raterName} har givet dig en bedømmelse hos ${ctx.brandName}: ${score}.`,
        `Overskriften er "${data.title}".`,
        'Du kan læse hele udtalelsen på din profil under "Udtalelser".',
      ],
      action: { label: 'Se udtalelsen', url: data.url },
      afterAction: [`Tak for din indsats. Har du spørgsmål til bedømmelsen, er du velkommen til at kontakte ${ctx.brandName}.`],
    },
    ctx,
  );
}
