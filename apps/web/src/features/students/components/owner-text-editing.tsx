import { Button } from '@mantine/core';
import type { Student } from '@studiekraft/shared/schemas/students';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

// The editor (a modal, the about-text toolbar, the shared zod schemas) is only for the profile's owner:
// visitors, nearly everyone who opens a profile, never download or evaluate it (decision 040).
const ProfileTextsModal = lazy(() =>
  import('./profile-texts-modal.tsx').then((module) => ({ default: module.ProfileTextsModal })),
);

/** Only the student whose profile this is edits its texts (spec section 2); staff do so from the admin. */
export function useIsProfileOwner(student: Pick<Student, 'slug'>) {
  const session = useSession();
  return session?.accountType === 'STUDENT' && session.account.slug === student.slug;
}

/** The owner's "Rediger profiltekst" button and its modal; nothing for anyone else. */
export function EditProfileTextsButton({ student }: { student: Student }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!useIsProfileOwner(student)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('studentTexts.editProfile')}
      </Button>
      <Suspense fallback={null}>
        <ProfileTextsModal student={student} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    </>
  );
}
