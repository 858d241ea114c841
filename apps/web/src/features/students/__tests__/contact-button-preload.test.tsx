import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ContactButton } from '../components/contact-button.tsx';

// The flow itself is contact-flow.test.tsx's; here only when its code is fetched and how soon it shows.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../contact-flow/components/contact-flow-modal.tsx', () => {
  loads.count++;
  return {
    ContactFlowModal: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog">flowet</div> : null),
  };
});

describe('ContactButton (issue 34)', () => {
  it('fetches the flow when the pointer reaches the button, and the click then shows it at once', async () => {
    renderWithRouter([{ path: '/', element: <ContactButton student={studentRow(7, 'Anna Holm')} /> }], '/');
    const button = await screen.findByRole('button', { name: 'Kontakt Anna Holm' });
    expect(loads.count).toBe(0);

    fireEvent.pointerEnter(button);
    await waitFor(() => expect(loads.count).toBe(1));
    // Let the fetched module settle (its promise chain), as the time between pointer and click does.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // In the same turn as the click: no suspended first render, which React holds back for up to 300 ms.
    act(() => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('dialog').textContent).toBe('flowet');
  });
});
