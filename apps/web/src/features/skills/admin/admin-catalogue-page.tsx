import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Level, Skill, SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { useState } from 'react';
import { ListQueryStates } from '../../../components/ui/list-query-states.tsx';
import { usePaygradeText } from '../../../lib/paygrade.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  useDeleteGroup,
  useDeleteSkill,
  useStaffCatalogue,
  useStaffLevels,
  useUpdateGroup,
  useUpdateSkill,
} from '../api/catalogue-admin.ts';
import { useCatalogueConfirm } from './catalogue-confirm.tsx';
import { CatalogueNotice, type CatalogueNoticeState } from './catalogue-notice.tsx';
import { CatalogueRowActions } from './catalogue-row-actions.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { SkillFormDialog } from './skill-form-dialog.tsx';

/** 'Rough Diamond 190 kr. pr. time · Rising Star 225 kr. pr. time …' in the levels' order. */
function usePriceSummary(levels: Level[]) {
  const { t } = useTranslation();
  const priceText = usePaygradeText();
  return (skill: Skill) => {
    const parts = levels.flatMap((level) => {
      const paygrade = skill.paygrades?.find((candidate) => candidate.level_id === level.id);
      return paygrade ? [`${level.name}: ${priceText(paygrade)}`] : [];
    });
    return parts.length > 0 ? parts.join(' · ') : t('adminCatalogue.noPrices');
  };
}

function HiddenBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? null : (
    <Badge color="gray" variant="light" size="sm">
      {t('adminCatalogue.hidden')}
    </Badge>
  );
}

/**
 * /administration/catalogue (issue 36): the skill groups with their skills and prices, hidden ones too.
 * Add, rename, move, hide or show, and delete (the server hides a row still in use instead); every change
 * shows on the public pages at once.
 */
export function AdminCataloguePage() {
  const { t } = useTranslation();
  const catalogue = useStaffCatalogue();
  const levels = useStaffLevels();
  const updateGroup = useUpdateGroup();
  const updateSkill = useUpdateSkill();
  const deleteGroup = useDeleteGroup();
  const deleteSkill = useDeleteSkill();
  const [notice, setNotice] = useState<CatalogueNoticeState>(null);
  const [groupForm, setGroupForm] = useState<{ group: SkillGroup | null } | null>(null);
  const [skillForm, setSkillForm] = useState<{ skill: Skill | null; groupId: number } | null>(null);
  const confirm = useCatalogueConfirm((text) => setNotice({ text }));
  const priceSummary = usePriceSummary(levels.data?.rows ?? []);
  const groups = catalogue.data?.rows ?? [];

  const saved = (isSaved: boolean) => isSaved && setNotice({ text: t('adminCatalogue.saved') });
  const show = (write: Promise<unknown>) =>
    write.then(
      () => setNotice({ text: t('adminCatalogue.saved') }),
      () => setNotice({ text: t('adminCatalogue.saveFailed'), isError: true }),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('adminCatalogue.title')}
        </Title>
        <Button onClick={() => setGroupForm({ group: null })}>{t('adminCatalogue.addGroup')}</Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('adminCatalogue.intro')}
      </Text>
      <CatalogueNotice notice={notice} onClose={() => setNotice(null)} />
      <ListQueryStates query={catalogue} loadFailed={t('adminCatalogue.loadFailed')} empty={t('adminCatalogue.empty')}>
        {(data) =>
          data.rows.map((group) => (
            <Paper
              key={group.id}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="section"
              aria-labelledby={`group-${group.id}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Group gap="xs">
                    <Title order={2} size="h4" id={`group-${group.id}`}>
                      {group.name}
                    </Title>
                    <HiddenBadge enabled={group.enabled} />
                  </Group>
                  <CatalogueRowActions
                    name={group.name}
                    enabled={group.enabled}
                    isToggling={updateGroup.isPending && updateGroup.variables?.id === group.id}
                    onEdit={() => setGroupForm({ group })}
                    onHide={() =>
                      confirm.ask({
                        action: 'hide',
                        name: group.name,
                        run: () => updateGroup.mutateAsync({ id: group.id, body: { enabled: false } }),
                      })
                    }
                    onShow={() => show(updateGroup.mutateAsync({ id: group.id, body: { enabled: true } }))}
                    onDelete={() =>
                      confirm.ask({ action: 'delete', name: group.name, run: () => deleteGroup.mutateAsync(group.id) })
                    }
                  />
                </Group>
                {group.enabled ? null : (
                  <Text size="sm" c="dimmed">
                    {t('adminCatalogue.groupHidden')}
                  </Text>
                )}
                {(group.skills ?? []).length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('adminCatalogue.emptyGroup')}
                  </Text>
                ) : (
                  <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={group.name}>
                    {(group.skills ?? []).map((skill) => (
                      <Group
                        key={skill.id}
                        component="li"
                        justify="space-between"
                        align="flex-start"
                        gap="xs"
                        py="xs"
                        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                      >
                        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                          <Group gap="xs">
                            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                              {skill.name}
                            </Text>
                            <HiddenBadge enabled={skill.enabled} />
                          </Group>
                          <Text size="sm" c="dimmed">
                            {priceSummary(skill)}
                          </Text>
                        </Stack>
                        <CatalogueRowActions
                          name={skill.name}
                          enabled={skill.enabled}
                          isToggling={updateSkill.isPending && updateSkill.variables?.id === skill.id}
                          onEdit={() => setSkillForm({ skill, groupId: group.id })}
                          onHide={() =>
                            confirm.ask({
                              action: 'hide',
                              name: skill.name,
                              run: () => updateSkill.mutateAsync({ id: skill.id, body: { enabled: false } }),
                            })
                          }
                          onShow={() => show(updateSkill.mutateAsync({ id: skill.id, body: { enabled: true } }))}
                          onDelete={() =>
                            confirm.ask({ action: 'delete', name: skill.name, run: () => deleteSkill.mutateAsync(skill.id) })
                          }
                        />
                      </Group>
                    ))}
                  </Stack>
                )}
                <Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('adminCatalogue.addSkillTo', { name: group.name })}
                    disabled={!levels.data}
                    onClick={() => setSkillForm({ skill: null, groupId: group.id })}
                  >
                    {t('adminCatalogue.addSkill')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))
        }
      </ListQueryStates>
      {levels.isError ? <Alert color="red">{t('adminCatalogue.levelsLoadFailed')}</Alert> : null}
      <GroupFormDialog
        state={groupForm}
        onDone={(isSaved) => {
          setGroupForm(null);
          saved(isSaved);
        }}
      />
      <SkillFormDialog
        state={levels.data ? skillForm : null}
        groups={groups}
        levels={levels.data?.rows ?? []}
        onDone={(isSaved) => {
          setSkillForm(null);
          saved(isSaved);
        }}
      />
      {confirm.modal}
    </Stack>
  );
}
