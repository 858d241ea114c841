import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Level } from '@studiekraft/shared/schemas/catalogue';
import { useState } from 'react';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDeleteLevel, useStaffLevels, useUpdateLevel } from '../api/catalogue-admin.ts';
import { useCatalogueConfirm } from './catalogue-confirm.tsx';
import { CatalogueNotice, type CatalogueNoticeState } from './catalogue-notice.tsx';
import { CatalogueRowActions } from './catalogue-row-actions.tsx';
import { LevelFormDialog } from './level-form-dialog.tsx';

/**
 * /administration/catalogue/levels (issue 36): the levels in order, hidden ones too: add, rename, reorder,
 * hide or show, delete (the server hides a level students or prices still use). Prices are per skill.
 */
export function AdminLevelsPage() {
  const { t } = useTranslation();
  const levels = useStaffLevels();
  const update = useUpdateLevel();
  const remove = useDeleteLevel();
  const [notice, setNotice] = useState<CatalogueNoticeState>(null);
  const [form, setForm] = useState<{ level: Level | null } | null>(null);
  const confirm = useCatalogueConfirm((text) => setNotice({ text }));
  const nextOrder = Math.max(0, ...(levels.data?.rows ?? []).map((level) => level.order)) + 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('adminCatalogue.levelsTitle')}
        </Title>
        <Button onClick={() => setForm({ level: null })}>{t('adminCatalogue.addLevel')}</Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('adminCatalogue.levelsIntro')}
      </Text>
      <CatalogueNotice notice={notice} onClose={() => setNotice(null)} />
      <StaffTable
        query={levels}
        label={t('adminCatalogue.levelsTitle')}
        loadFailed={t('adminCatalogue.levelsLoadFailed')}
        empty={t('adminCatalogue.levelsEmpty')}
        tableProps={{ striped: true }}
        columns={[
          { label: t('adminCatalogue.columns.level') },
          { label: t('adminCatalogue.columns.key'), visibleFrom: 'sm' },
          { label: t('adminCatalogue.columns.order'), visibleFrom: 'sm' },
          { label: t('adminCatalogue.columns.actions'), hiddenLabel: true },
        ]}
        renderRow={(level) => (
          <Table.Tr key={level.id}>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {level.name}
                </Text>
                {level.enabled ? null : (
                  <Badge color="gray" variant="light" size="sm">
                    {t('adminCatalogue.hidden')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">{level.key}</Table.Td>
            <Table.Td visibleFrom="sm">{level.order}</Table.Td>
            <Table.Td>
              <CatalogueRowActions
                name={level.name}
                enabled={level.enabled}
                isToggling={update.isPending && update.variables?.id === level.id}
                onEdit={() => setForm({ level })}
                onHide={() =>
                  confirm.ask({
                    action: 'hide',
                    name: level.name,
                    run: () => update.mutateAsync({ id: level.id, body: { enabled: false } }),
                  })
                }
                onShow={() =>
                  update.mutateAsync({ id: level.id, body: { enabled: true } }).then(
                    () => setNotice({ text: t('adminCatalogue.saved') }),
                    () => setNotice({ text: t('adminCatalogue.saveFailed'), isError: true }),
                  )
                }
                onDelete={() => confirm.ask({ action: 'delete', name: level.name, run: () => remove.mutateAsync(level.id) })}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <LevelFormDialog
        state={form}
        nextOrder={nextOrder}
        onDone={(isSaved) => {
          setForm(null);
          if (isSaved) setNotice({ text: t('adminCatalogue.saved') });
        }}
      />
      {confirm.modal}
    </Stack>
  );
}
