import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
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
});
