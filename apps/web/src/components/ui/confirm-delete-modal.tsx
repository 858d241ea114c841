import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  question: string;
  /** Shown above the buttons when the last attempt failed; the dialog stays open. */
  error: string | null;
  cancelLabel: string;
  deleteLabel: string;
  isPending: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/** The question before a destructive delete, with the failure shown in place and nothing lost. */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title}>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{props.question}</Text>
        {props.error ? <Alert color="red">{props.error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.isPending} onClick={props.onDelete}>
            {props.deleteLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
