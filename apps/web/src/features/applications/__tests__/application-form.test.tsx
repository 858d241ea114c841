import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onLimited, respond } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationForm } from '../components/application-form.tsx';

const skill = (id: number, name: string, groupId: number) => ({
  id,
  key: `skill-${id}`,
  name,
  slug: `skill-${id}`,
  enabled: true,
  skill_group_id: groupId,
});
const groups = [
  {
    id: 1,
    name: 'Økonomi',
    slug: 'okonomi',
    order: 1,
    enabled: true,
    skills: [skill(11, 'Bogføring', 1), skill(12, 'Årsregnskab', 1)],
  },
  {
    id: 2,
    name: 'Web',
    slug: 'web',
    order: 2,
    enabled: true,
    skills: [skill(21, 'Simpel hjemmeside', 2), skill(22, 'Webshop', 2)],
  },
  { id: 3, name: 'Grafik', slug: 'grafik', order: 3, enabled: true, skills: [skill(31, 'Logo', 3)] },
];

const motivation = 'Jeg læser HA og har ført regnskab for min fodboldklub i tre år, så jeg vil gerne hjælpe.';

/** The form with the skill groups loaded; `before` are routes tried ahead of the sending's `answer`. */
function setup(
  answer: () => Promise<Response> = () => respond(201, { data: { id: 90 } }),
  ...before: Parameters<typeof mockApi>
) {
  const sent: FormData[] = [];
  mockApi(
    on('/api/skills/groups', () => ({ rows: groups, total: groups.length })),
    ...before,
    (url, init) => {
      if (url.pathname !== '/api/students/applications' || init?.method !== 'POST') return undefined;
      sent.push(init.body as FormData);
      return answer();
    },
  );
  const view = renderWithProviders(<ApplicationForm />);
  // The skill groups fold; open them all so their checkboxes can be ticked.
  const ready = (async () => {
    for (const group of groups) fireEvent.click((await screen.findByText(group.name)).closest('button') as HTMLElement);
  })();
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return { sent, fileInput, ready };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// Label queries: role queries over this many checkboxes are slow on a busy machine.
const tick = async (name: string) => fireEvent.click(await screen.findByLabelText(name));
const checkbox = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** A file of `bytes` bytes that starts as a PDF does ('%PDF-'), unless `head` says otherwise. */
const pdf = (name: string, bytes = 1000, type = 'application/pdf', head = '%PDF-1.7\n') => {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode(head).slice(0, bytes));
  return new File([content], name, { type });
};
/** A picture renamed to .pdf: the browser calls it a PDF by its name, its bytes say PNG. */
const renamedPng = (name: string) => pdf(name, 500, 'application/pdf', '\x89PNG\r\n');
const pick = (input: HTMLInputElement, files: File[]) => fireEvent.change(input, { target: { files } });

async function fillIn() {
  type(/Fulde navn/, 'Mads Madsen');
  type(/^Email/, 'mads@example.dk');
  type(/Telefonnummer/, '12 34 56 78');
  type(/Fødselsdato/, '2001-05-04');
  type(/^Uddannelse( \*)?$/, 'HA');
  type(/Uddannelsessted/, 'Aarhus Universitet');
  type(/Motivation/, motivation);
  await tick('Bogføring');
  await tick('Simpel hjemmeside');
  fireEvent.click(screen.getByLabelText(/Jeg accepterer/));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send ansøgning' }));

describe('the applicant form', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 4th skill and a 3rd skill group as they are ticked, with the spec\u2019s sentences', async () => {
    await setup().ready;
    await tick('Bogføring');
    await tick('Simpel hjemmeside');
    await tick('Logo');
    expect(checkbox('Logo').checked).toBe(false);
    expect(await screen.findByText('Du kan højst vælge færdigheder fra 2 faggrupper.')).toBeTruthy();
    await tick('Årsregnskab');
    expect(checkbox('Årsregnskab').checked).toBe(true);
    expect(screen.getByText('Valgt: Bogføring, Årsregnskab, Simpel hjemmeside')).toBeTruthy();
    await tick('Webshop');
    expect(checkbox('Webshop').checked).toBe(false);
    expect(await screen.findByText('Du kan højst vælge 3 færdigheder.')).toBeTruthy();
    // Unticking one makes room again and clears the message.
    await tick('Bogføring');
    await tick('Webshop');
    expect(checkbox('Webshop').checked).toBe(true);
    expect(screen.queryByText('Du kan højst vælge 3 færdigheder.')).toBeNull();
  });

  it('refuses a file that is not a PDF by its bytes, one of 2 MB or more and a 4th file as they are picked', async () => {
    const { fileInput, ready } = setup();
    await ready;
    pick(fileInput(), [pdf('billede.png', 500, 'image/png', '\x89PNG')]);
    expect(await screen.findByText('billede.png er ikke en PDF-fil og blev ikke vedhæftet.')).toBeTruthy();
    // Issue 34: a renamed picture passed the picker on its name and was refused only when the form was sent.
    pick(fileInput(), [renamedPng('cv-foto.pdf')]);
    expect(await screen.findByText('cv-foto.pdf er ikke en PDF-fil og blev ikke vedhæftet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fjern cv-foto.pdf' })).toBeNull();
    pick(fileInput(), [pdf('stor.pdf', 2 * 1024 * 1024)]);
    expect(await screen.findByText('stor.pdf fylder 2 MB eller mere og blev ikke vedhæftet.')).toBeTruthy();
    pick(fileInput(), [pdf('cv.pdf', 2048), pdf('karakterer.pdf')]);
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    expect(screen.getByText('(2 kB)')).toBeTruthy();
    expect(screen.queryByText(/blev ikke vedhæftet/)).toBeNull();
    pick(fileInput(), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('Du kan højst vedhæfte 3 filer, så b.pdf blev ikke vedhæftet.')).toBeTruthy();
    expect(screen.getByText('a.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).toBeNull();
    expect(screen.getByText('karakterer.pdf')).toBeTruthy();
  });

  // Issue 34: four PDFs picked at once attached none.
  it('keeps the first three of four PDFs picked at once and names the fourth', async () => {
    const { sent, fileInput, ready } = setup();
    await ready;
    await fillIn();
    pick(fileInput(), [pdf('cv.pdf'), pdf('karakterer.pdf'), pdf('anbefaling.pdf'), pdf('portfolio.pdf')]);
    expect(await screen.findByText('Du kan højst vedhæfte 3 filer, så portfolio.pdf blev ikke vedhæftet.')).toBeTruthy();
    for (const name of ['cv.pdf', 'karakterer.pdf', 'anbefaling.pdf']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('portfolio.pdf')).toBeNull();
    submit();
    expect(await screen.findByRole('heading', { name: 'Tak for din ansøgning!' })).toBeTruthy();
    expect((sent[0] as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'cv.pdf',
      'karakterer.pdf',
      'anbefaling.pdf',
    ]);
  });

  it('says in Danish what is missing: no skill, under 17, terms not accepted; nothing is sent', async () => {
    const { sent, ready } = setup();
    await ready;
    type(/Fødselsdato/, `${new Date().getFullYear() - 16}-01-01`);
    submit();
    expect(await screen.findByText('Du skal være mindst 17 år.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(screen.getByText('Du skal vælge mindst én færdighed.')).toBeTruthy();
    expect(screen.getByText('Du skal acceptere betingelserne for at sende din ansøgning.')).toBeTruthy();
    expect(screen.getAllByText('Feltet skal udfyldes.').length).toBeGreaterThanOrEqual(5);
    type(/Motivation/, 'For kort.');
    submit();
    expect(await screen.findByText('Skal være mindst 50 tegn.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  // Issue 34: the motivation stopped at 3,000 characters (maxLength), so a longer paste was cut without a word.
  it('keeps a motivation past 3,000 characters whole, counts how many too many and refuses it on send', async () => {
    const { sent, ready } = setup();
    await ready;
    await fillIn();
    type(/Motivation/, `${motivation} ${'x'.repeat(3000)}`);
    const field = screen.getByLabelText(/Motivation/) as HTMLTextAreaElement;
    // jsdom does not cut a value set from script, so the attribute itself is what a browser would cut by.
    expect(field.hasAttribute('maxlength')).toBe(false);
    expect(field.value.length).toBe(motivation.length + 3001);
    const over = motivation.length + 1;
    expect(screen.getByTestId('message-count').textContent).toBe(`${3000 + over}/3000 tegn – ${over} tegn for mange`);
    submit();
    expect(await screen.findByText('Må højst være 3000 tegn.')).toBeTruthy();
    expect(sent).toEqual([]);
    type(/Motivation/, motivation);
    expect(screen.getByTestId('message-count').textContent).toBe(`${motivation.length}/3000 tegn`);
  });

  it('sends the fields as multipart (each skill and file its own part) and thanks the applicant', async () => {
    const { sent, fileInput, ready } = setup();
    await ready;
    await fillIn();
    pick(fileInput(), [pdf('cv.pdf'), pdf('karakterer.pdf')]);
    // The picker reads each file's first bytes before it lists the file.
    await screen.findByText('karakterer.pdf');
    submit();
    expect(await screen.findByRole('heading', { name: 'Tak for din ansøgning!' })).toBeTruthy();
    expect(screen.getByText(/Vi har sendt en bekræftelse til mads@example.dk/)).toBeTruthy();
    const body = sent[0] as FormData;
    expect(body.get('name')).toBe('Mads Madsen');
    expect(body.get('date_of_birth')).toBe('2001-05-04');
    expect(body.get('study_programme')).toBe('HA');
    expect(body.getAll('skills')).toEqual(['11', '21']);
    expect(body.get('terms')).toBe('true');
    expect(body.get('message')).toBe(motivation);
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['cv.pdf', 'karakterer.pdf']);
  });

  it('puts the server\u2019s field errors on their fields and keeps everything typed and picked', async () => {
    const { fileInput, ready } = setup(() =>
      respond(422, {
        message: 'VALIDATION_FAILED',
        errors: {
          email: ['validation.unique'],
          skills: ['validation.skill_groups_max'],
          'files.1': ['validation.file_type'],
        },
      }),
    );
    await ready;
    await fillIn();
    pick(fileInput(), [pdf('cv.pdf'), pdf('falsk.pdf')]);
    await screen.findByText('falsk.pdf');
    submit();
    expect(await screen.findByText('Denne email er allerede registeret i vores system.')).toBeTruthy();
    expect(screen.getByText('Du kan højst vælge færdigheder fra 2 faggrupper.')).toBeTruthy();
    expect(screen.getByText('Kun PDF-filer.')).toBeTruthy();
    expect((screen.getByLabelText(/Fulde navn/) as HTMLInputElement).value).toBe('Mads Madsen');
    expect((screen.getByLabelText(/Motivation/) as HTMLTextAreaElement).value).toBe(motivation);
    expect(checkbox('Bogføring').checked).toBe(true);
    expect(screen.getByText('falsk.pdf')).toBeTruthy();
    expect(screen.getByText('Et eller flere felter er ikke udfyldt korrekt.')).toBeTruthy();
  });

  it('tells the applicant when the server refuses the upload size or cannot be reached', async () => {
    let answer = () => respond(413, { message: 'FILE_TOO_LARGE' });
    const { fileInput, ready } = setup(() => answer());
    await ready;
    await fillIn();
    pick(fileInput(), [pdf('cv.pdf')]);
    await screen.findByText('cv.pdf');
    submit();
    expect(await screen.findByText('Hver fil skal være under 2 MB.')).toBeTruthy();
    answer = () => respond(500, { message: 'INTERNAL' });
    submit();
    await waitFor(() => expect(screen.getByText('Vi kunne ikke sende din ansøgning. Prøv venligst igen.')).toBeTruthy());
    expect(screen.getByText('cv.pdf')).toBeTruthy();
  });

  it('says a limited sending is a limit and when to try again, not that sending failed (issue 34)', async () => {
    const { fileInput, ready } = setup(undefined, onLimited('POST', '/api/students/applications', 3600));
    await ready;
    await fillIn();
    pick(fileInput(), [pdf('cv.pdf')]);
    await screen.findByText('cv.pdf');
    submit();
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 60 minutter.')).toBeTruthy();
    expect(screen.queryByText('Vi kunne ikke sende din ansøgning. Prøv venligst igen.')).toBeNull();
  });
});
