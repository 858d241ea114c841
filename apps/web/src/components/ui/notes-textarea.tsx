import { Textarea, type TextareaProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** Spec section 9: staff notes are a textarea of 50 columns by 10 rows. */
const notesColumns = 50;
const notesRows = 10;

/**
 * The staff's notes on a customer or a project: 10 rows high and 50 characters wide (the textarea's own
 * `cols` width instead of Mantine's full width), never wider than its dialog, so a 375 px phone gets a
 * narrower field rather than a sideways scroll. Grows downwards by hand only.
 */
export function NotesTextarea(props: TextareaProps & Omit<ComponentPropsWithoutRef<'textarea'>, keyof TextareaProps>) {
  return (
    <Textarea
      {...props}
      rows={notesRows}
      cols={notesColumns}
      resize="vertical"
      styles={{ input: { width: 'auto', maxWidth: '100%' } }}
    />
  );
}
