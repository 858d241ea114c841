import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Right of the field (the CSV export); wraps below it on a phone. */
  children?: ReactNode;
}

/** The search field above a staff table, with room for its placeholder before the actions wrap. */
export function SearchToolbar({ label, placeholder, value, onChange, children }: Props) {
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maw={420}
        miw={260}
        flex={1}
      />
      {children}
    </Group>
  );
}
