import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CreateStudentDialog } from './create-student-dialog.tsx';
import { StudentStatsBlock } from './student-stats-block.tsx';

/**
 * What every staff student list shows above its table (spec section 2): the title with 'Opret studerende'
 * (its dialog), then the stats block. Used by the student tables and the applications screen alike.
 */
export function StudentListHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('adminStudents.create.open')}
        </Button>
      </Group>
      <StudentStatsBlock />
      <CreateStudentDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
