import { Alert, Button, Group } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface Props {
  /** The save's state: a failure without field errors shows here, field errors show on their fields. */
  mutation: { isError: boolean; isPending: boolean; error: unknown };
  isNew: boolean;
  onCancel: () => void;
}

/** The end of a catalogue form (group, skill, level): the failure that belongs to no field, Cancel and Save. */
export function CatalogueFormActions({ mutation, isNew, onCancel }: Props) {
  const { t } = useTranslation();
  const hasFieldErrors = mutation.error instanceof ApiError && Object.keys(mutation.error.errors ?? {}).length > 0;
  return (
    <>
      {mutation.isError && !hasFieldErrors ? <Alert color="red">{t('adminCatalogue.saveFailed')}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('adminCatalogue.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {t(isNew ? 'adminCatalogue.create' : 'adminCatalogue.save')}
        </Button>
      </Group>
    </>
  );
}
