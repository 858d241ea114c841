import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface Props {
  name: string;
  enabled: boolean;
  onEdit: () => void;
  /** Hide asks first (the confirmation); show happens at once. */
  onHide: () => void;
  onShow: () => void;
  onDelete: () => void;
  isToggling?: boolean;
}

/** Ret, Skjul or Vis, and Slet for one row of the catalogue; each button names the row for screen readers. */
export function CatalogueRowActions({ name, enabled, onEdit, onHide, onShow, onDelete, isToggling }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Button size="xs" variant="light" aria-label={t('adminCatalogue.editNamed', { name })} onClick={onEdit}>
        {t('adminCatalogue.edit')}
      </Button>
      {enabled ? (
        <Button size="xs" variant="default" aria-label={t('adminCatalogue.hideNamed', { name })} onClick={onHide}>
          {t('adminCatalogue.hide')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          loading={isToggling}
          aria-label={t('adminCatalogue.showNamed', { name })}
          onClick={onShow}
        >
          {t('adminCatalogue.show')}
        </Button>
      )}
      <Button size="xs" color="red" variant="light" aria-label={t('adminCatalogue.deleteNamed', { name })} onClick={onDelete}>
        {t('adminCatalogue.delete')}
      </Button>
    </Group>
  );
}
