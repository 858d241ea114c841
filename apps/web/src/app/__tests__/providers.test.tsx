import { Button, Modal, MultiSelect, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

function OpenModal() {
  return (
    <Modal opened onClose={() => {}} title="Dialog">
      <Button>Indhold</Button>
    </Modal>
  );
}

describe('AppProviders', () => {
  afterEach(() => notifications.clean());

  it('names every toast close button in the current language', async () => {
    renderWithProviders(<Button onClick={() => notifications.show({ message: 'Gemt' })}>Vis</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Vis' }));
    expect(await screen.findByText('Gemt')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Luk' })).toBeTruthy();
  });

  it('names a dialog close button that has no label of its own', async () => {
    renderWithProviders(<OpenModal />);
    expect(await screen.findByRole('dialog', { name: 'Dialog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Luk' })).toBeTruthy();
  });

  it("keeps a dialog's header from being a second banner landmark (issue 34)", async () => {
    renderWithProviders(<OpenModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Dialog' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(within(dialog).queryByRole('banner')).toBeNull();
  });

  it("names a select's clear button and a picked value's remove button, and leaves number fields without unnamed step buttons (issue 34)", () => {
    renderWithProviders(
      <>
        <MultiSelect label="Kompetencer" data={['Regnskab', 'Web']} defaultValue={['Regnskab']} clearable />
        <NumberInput label="Timer" defaultValue={2} />
      </>,
    );
    // Mantine keeps both out of the tab order and aria-hidden (the keyboard clears and removes in the field
    // itself), so their name is an attribute for the checkers that still look at them.
    expect(document.querySelectorAll('.mantine-InputClearButton-root[aria-label="Ryd"]')).toHaveLength(1);
    expect(document.querySelectorAll('.mantine-Pill-remove[aria-label="Fjern"]')).toHaveLength(1);
    const unnamed = [...document.querySelectorAll('button')].filter(
      (button) => !button.getAttribute('aria-label') && !button.textContent?.trim(),
    );
    expect(unnamed).toEqual([]);
  });
});
