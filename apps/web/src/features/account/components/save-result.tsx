import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';

/**
 * The outcome of a save, shown inside its section: beside the form it belongs to, and read out by
 * screen readers (status for success, alert for failure).
 */
export function SaveResult({
  success,
  failure,
  info,
}: {
  success?: string | null;
  failure?: string | null;
  /** Neither success nor failure, e.g. nothing to save. */
  info?: string | null;
}) {
  if (failure) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
        {failure}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="green" variant="light" role="status" icon={<IconCheck size={18} />}>
        {success}
      </Alert>
    );
  }
  if (info) {
    return (
      <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={18} />}>
        {info}
      </Alert>
    );
  }
  return null;
}
