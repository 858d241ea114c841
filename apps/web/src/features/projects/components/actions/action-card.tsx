import { Alert, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every action shares: a heading, the form and the server's answer when it failed. */
export function ActionCard({ title, error, children }: { title: string; error?: string | null; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h6">
          {title}
        </Title>
        {children}
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
