import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** The contact flow's promise to customers (content-and-terms.md: a reply within 30 seconds). */
const replyPromise = '30 sekunder';

export interface ProjectCreatedData {
  studentName: string;
  customerName: string;
  /** Absent for private customers. */
  companyName: string | null;
  projectName: string;
  skillName: string;
  message: string;
  /** The conversation of the new project. */
  url: string;
}

/** To the student when a customer starts a project with them through the contact flow. */
export function renderProjectCreated(data: ProjectCreatedData, ctx: MailContext): RenderedEmail {
  const who = data.companyName ? `${data.customerName} fra ${data.companyName}` : data.customerName;
  return renderLayout(
    {
      subject: `Ny henvendelse: ${data.projectName}`,
      preheader: `${who} vil gerne have din hjælp til ${data.skillName}.`,
      name: data.studentName,
      paragraphs: [
        `${who} vil gerne have din hjælp til projektet "${data.projectName}" inden for ${data.skillName}.`,
        'Kunden skriver:',
      ],
      quote: data.message,
      action: { label: 'Svar kunden', url: data.url },
      afterAction: [
        `Vi lover vores kunder svar inden for ${replyPromise}, så svar venligst så hurtigt du kan. Afklar opgaven med kunden i samtalen, og send et tilbud, når I er enige om indholdet.`,
      ],
    },
    ctx,
  );
}
