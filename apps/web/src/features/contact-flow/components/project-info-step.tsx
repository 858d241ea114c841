import { Alert, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ContactDraft, ContactStudent } from '../contact-draft.ts';
import { generateProjectName } from '../project-name.ts';

export const projectMessageMax = 5000;

/** Step 1 is complete when name, skill and message are all given (spec section 5, Contact). */
export function isProjectInfoComplete(draft: ContactDraft): boolean {
  return draft.name.trim() !== '' && draft.skill !== null && draft.message.trim() !== '';
}

interface ProjectInfoStepProps {
  draft: ContactDraft;
  student: ContactStudent;
  onChange: (patch: Partial<ContactDraft>) => void;
  /** Set after Next was pressed with a field missing. */
  showMissing: boolean;
}

export function ProjectInfoStep({ draft, student, onChange, showMissing }: ProjectInfoStepProps) {
  const { t } = useTranslation();
  const skills = student.skills ?? [];
  const missing = (isEmpty: boolean) => showMissing && isEmpty;

  const chooseSkill = (value: string | null) => {
    const skill = skills.find((candidate) => String(candidate.id) === value);
    const patch: Partial<ContactDraft> = { skill: skill?.id ?? null };
    if (!draft.nameEdited) patch.name = skill ? generateProjectName(skill.name) : '';
    onChange(patch);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('contactFlow.project.intro', { name: student.name })}
      </Text>
      {showMissing && !isProjectInfoComplete(draft) && (
        <Alert color="danger" role="alert">
          {t('contactFlow.project.missingFields')}
        </Alert>
      )}
      <TextInput
        label={t('contactFlow.project.name')}
        description={t('contactFlow.project.nameHint')}
        value={draft.name}
        // An emptied name counts as not edited, so choosing a skill suggests one again.
        onChange={(event) => onChange({ name: event.currentTarget.value, nameEdited: event.currentTarget.value.trim() !== '' })}
        maxLength={200}
        required
        error={missing(draft.name.trim() === '')}
      />
      <Select
        label={t('contactFlow.project.skill')}
        placeholder={t('contactFlow.project.skillPlaceholder')}
        data={skills.map((skill) => ({ value: String(skill.id), label: skill.name }))}
        value={draft.skill === null ? null : String(draft.skill)}
        onChange={chooseSkill}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        error={missing(draft.skill === null)}
      />
      <Textarea
        label={t('contactFlow.project.message')}
        placeholder={t('contactFlow.project.messagePlaceholder')}
        value={draft.message}
        onChange={(event) => onChange({ message: event.currentTarget.value })}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={projectMessageMax}
        required
        error={missing(draft.message.trim() === '')}
      />
    </Stack>
  );
}
