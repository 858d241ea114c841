import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { auditKeys } from '../../audit-log/query-keys.ts';
import { ProfileTextsModal } from '../components/profile-texts-modal.tsx';
import classes from '../components/students.module.css';
import { studentKeys } from '../query-keys.ts';

/** The short and about texts as the profile shows them, edited in the owner's modal (decision 021). */
export function StudentTextsCard({ student }: { student: Student }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    // The modal updates the public profile's cache; this page keeps its own copy.
    void queryClient.invalidateQueries({ queryKey: studentKeys.adminDetail(student.id) });
    void queryClient.invalidateQueries({ queryKey: auditKeys.all });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="student-texts-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="student-texts-title">
          {t('adminStudents.texts.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('adminStudents.texts.edit')}
        </Button>
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('adminStudents.texts.short')}
        </Text>
        <Text c={student.short ? undefined : 'dimmed'}>{student.short || t('adminStudents.texts.none')}</Text>
        <Text size="sm" fw={600}>
          {t('adminStudents.texts.about')}
        </Text>
        {student.about ? (
          <div
            className={classes.about}
            // Sanitised by the server on every write and read (decision 021), as on the public profile.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
            dangerouslySetInnerHTML={{ __html: student.about }}
          />
        ) : (
          <Text c="dimmed">{t('adminStudents.texts.none')}</Text>
        )}
      </Stack>
      <ProfileTextsModal student={student} opened={editing} onClose={close} title={t('adminStudents.texts.modalTitle')} />
    </Paper>
  );
}
