import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApplicationForm } from '../components/application-form.tsx';

const skill = { id: 11, key: 'skill-11', name: 'Bogføring', slug: 'skill-11', enabled: true, skill_group_id: 1 };
const groups = [{ id: 1, name: 'Økonomi', slug: 'okonomi', order: 1, enabled: true, skills: [skill] }];

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the applicant form at the rate limit', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is a limit and when to try again, not that sending failed (issue 34)', async () => {
    mockApi(
      on('/api/skills/groups', () => ({ rows: groups, total: groups.length })),
      onLimited('POST', '/api/students/applications', 3600),
    );
    const view = renderWithProviders(<ApplicationForm />);
    fireEvent.click((await screen.findByText('Økonomi')).closest('button') as HTMLElement);
    type(/Fulde navn/, 'Mads Madsen');
    type(/^Email/, 'mads@example.dk');
    type(/Telefonnummer/, '12 34 56 78');
    type(/Fødselsdato/, '2001-05-04');
    type(/^Uddannelse( \*)?$/, 'HA');
    type(/Uddannelsessted/, 'Aarhus Universitet');
    type(/Motivation/, 'Jeg læser HA og har ført regnskab for min fodboldklub i tre år, så jeg vil gerne hjælpe.');
    fireEvent.click(await screen.findByLabelText('Bogføring'));
    fireEvent.click(screen.getByLabelText(/Jeg accepterer/));
    const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [new File([new Uint8Array(1000)], 'cv.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send ansøgning' }));
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 60 minutter.')).toBeTruthy();
    expect(screen.queryByText('Vi kunne ikke sende din ansøgning. Prøv venligst igen.')).toBeNull();
  });
});
