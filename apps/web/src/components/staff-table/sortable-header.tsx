import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

interface SortableHeaderProps {
  children: ReactNode;
  /** ASC or DESC when the table is sorted by this column. */
  direction: 'ASC' | 'DESC' | undefined;
  onSort: () => void;
  visibleFrom?: 'sm';
}

/**
 * A column header of a server-sorted staff table: sorts on click or Enter, aria-sort tells screen readers
 * the current order, and the label never wraps (the tables scroll sideways on a phone instead).
 */
export function SortableHeader({ children, direction, onSort, visibleFrom }: SortableHeaderProps) {
  const ariaSort = direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} visibleFrom={visibleFrom}>
      <UnstyledButton onClick={onSort} style={{ whiteSpace: 'nowrap' }}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {children}
          </Text>
          <Text size="xs" c="dimmed" aria-hidden>
            {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
