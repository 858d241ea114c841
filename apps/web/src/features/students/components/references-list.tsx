import { ActionIcon, Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

// Only the owner and staff add, edit or delete references; a visitor's profile loads none of their forms.
const ReferenceFormModal = lazy(() =>
  import('./reference-form-modal.tsx').then((module) => ({ default: module.ReferenceFormModal })),
);
const ReferenceDeleteDialog = lazy(() =>
  import('./reference-delete-dialog.tsx').then((module) => ({ default: module.ReferenceDeleteDialog })),
);

type Editing = { kind: 'add' } | { kind: 'edit'; reference: Reference } | { kind: 'delete'; reference: Reference } | null;

/**
 * References below the tabs (spec section 2): title, text, optional link and image. The profile's owner
 * and employees (`canManage`) also add (while fewer than 6), edit and delete them.
 */
export function ReferencesList({
  references,
  studentId,
  canManage = false,
}: {
  references: Reference[];
  studentId?: number;
  canManage?: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const manage = canManage && studentId !== undefined;
  if (references.length === 0 && !manage) return null;
  const close = () => setEditing(null);

  return (
    <section aria-labelledby="references-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="references-title">
          {t('students.profile.references')}
        </Title>
        {manage && references.length < limits.referencesPerStudent && (
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
            {t('references.add')}
          </Button>
        )}
      </Group>
      {manage && references.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('references.none')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {references.map((reference) => (
          <Card key={reference.id} withBorder radius="md" padding="lg" component="article">
            {reference.image?.url && (
              <Card.Section mb="md">
                <Image src={reference.image.url} alt="" h={180} fit="cover" loading="lazy" />
              </Card.Section>
            )}
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={3} size="h5">
                  {reference.title}
                </Title>
                {manage && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('references.edit', { title: reference.title })}
                      onClick={() => setEditing({ kind: 'edit', reference })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('references.remove', { title: reference.title })}
                      onClick={() => setEditing({ kind: 'delete', reference })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {reference.text}
              </Text>
              {reference.link && (
                // A student's own link: nofollow/ugc so it passes no ranking, noopener so it cannot reach back.
                <Anchor href={reference.link} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t('students.profile.referenceLink')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        {manage && editing?.kind === 'add' && <ReferenceFormModal studentId={studentId} reference={null} onClose={close} />}
        {manage && editing?.kind === 'edit' && (
          <ReferenceFormModal studentId={studentId} reference={editing.reference} onClose={close} />
        )}
        {manage && editing?.kind === 'delete' && (
          <ReferenceDeleteDialog studentId={studentId} reference={editing.reference} onClose={close} />
        )}
      </Suspense>
    </section>
  );
}
