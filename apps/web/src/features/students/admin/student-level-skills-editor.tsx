import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { studentLevelSkillsSchema } from '@studiekraft/shared/schemas/student-update';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateStudentAsStaff } from '../api/update-student-admin.ts';
import { LevelSelect } from './level-select.tsx';
import { SkillsMultiSelect } from './skills-multi-select.tsx';

const overrides: MessageOverrides = {
  skills: {
    'validation.required': 'adminStudents.errors.skillsRequired',
    'validation.min': 'adminStudents.errors.skillsRequired',
  },
  level_id: { 'validation.type': 'validation.required' },
};

const payload = (levelId: string | null, skills: string[]) => ({
  level_id: levelId ? Number(levelId) : undefined,
  skills: skills.map(Number),
});

/** Level and skills (PUT students/{id} {level_id, skills}); at least one skill, as the spec asks. */
export function StudentLevelSkillsEditor({ student }: { student: Student }) {
  const { t } = useTranslation();
  const update = useUpdateStudentAsStaff(student.id);
  const saved = { level: String(student.level.id), skills: (student.skills ?? []).map((skill) => String(skill.id)) };
  const [level, setLevel] = useState<string | null>(saved.level);
  const [skills, setSkills] = useState<string[]>(saved.skills);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const validate = zodFormValidator<ReturnType<typeof payload>>(studentLevelSkillsSchema, t, overrides);
  const changed = level !== saved.level || [...skills].sort().join() !== [...saved.skills].sort().join();
  const hasFieldErrors = update.error instanceof ApiError && Object.keys(update.error.errors ?? {}).length > 0;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const body = payload(level, skills);
    const found = validate(body) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(studentLevelSkillsSchema.parse(body), {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('adminStudents.levelSkills.saved'),
          autoClose: toastDurations.short,
          closeButtonProps: { 'aria-label': t('adminStudents.close') },
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(apiFieldErrors(t, error.errors, overrides) as Record<string, string>);
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="student-level-skills">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="student-level-skills">
            {t('adminStudents.levelSkills.title')}
          </Title>
          <LevelSelect
            value={level}
            onChange={(value) => {
              setLevel(value);
              setErrors((current) => ({ ...current, level_id: undefined }));
            }}
            error={errors.level_id}
          />
          <SkillsMultiSelect
            value={skills}
            onChange={(value) => {
              setSkills(value);
              setErrors((current) => ({ ...current, skills: undefined }));
            }}
            error={errors.skills}
          />
          {update.isError && !hasFieldErrors ? <Alert color="red">{t('adminStudents.levelSkills.failed')}</Alert> : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!changed || update.isPending}
              onClick={() => {
                setLevel(saved.level);
                setSkills(saved.skills);
                setErrors({});
              }}
            >
              {t('adminStudents.levelSkills.reset')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!changed}>
              {t('adminStudents.levelSkills.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
