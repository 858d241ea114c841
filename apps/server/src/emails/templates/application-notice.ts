import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

export interface ApplicationNoticeData {
  /** The employee it is sent to. */
  name: string;
  applicantName: string;
  studyProgramme: string;
  institution: string;
  url: string;
}

/** To every active employee when a student applies: who, and a link to the application in the back office. */
export function renderApplicationNotice(data: ApplicationNoticeData, ctx: MailContext): RenderedEmail {
  return renderLayout(
    {
      subject: `Ny ansøgning fra ${data.applicantName}`,
      preheader: `${data.applicantName} vil være studerende hos ${ctx.brandName}.`,
      name: data.name,
      paragraphs: [
        `${data.applicantName} har søgt om at blive studerende hos ${ctx.brandName}.`,
        `Uddannelse: ${data.studyProgramme}, ${data.institution}.`,
      ],
      action: { label: 'Se ansøgningen', url: data.url },
    },
    ctx,
  );
}
