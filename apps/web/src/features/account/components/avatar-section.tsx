import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { type AvatarProblem, checkAvatarFile } from '../avatar-check.ts';
import { SaveResult } from './save-result.tsx';

const problemText = {
  type: 'account.avatar.wrongType',
  size: 'account.avatar.tooSmall',
  unreadable: 'account.avatar.unreadable',
} as const satisfies Record<AvatarProblem, string>;

/** Pick, check, preview and upload a profile picture (spec section 5: jpeg or png, at least 300x300). */
export function AvatarSection({ userId, account }: { userId: number; account: SessionAccount }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar(userId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const resetRef = useRef<() => void>(null);

  // The preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(chosen: File | null) {
    // Choosing the same file again must fire onChange, so the hidden input is cleared every time.
    resetRef.current?.();
    if (!chosen) return;
    upload.reset();
    setIsChecking(true);
    const found = await checkAvatarFile(chosen);
    setIsChecking(false);
    setProblem(found);
    setFile(found ? null : chosen);
    setPreview(found ? null : URL.createObjectURL(chosen));
  }

  function save() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
      },
    });
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    setProblem(null);
  }

  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={preview ?? account.avatars.primary}
          alt={preview ? t('account.avatar.previewAlt') : t('account.avatar.currentAlt')}
          name={account.name}
          color="primary"
          size={120}
          radius={120}
        />
        <Text size="sm" c="dimmed">
          {t('account.avatar.rules', { min: limits.avatarMinPx })}
        </Text>
      </Group>
      {problem && <SaveResult failure={t(problemText[problem], { min: limits.avatarMinPx })} />}
      <SaveResult
        success={upload.isSuccess ? t('account.avatar.saved') : null}
        failure={upload.isError ? t('account.avatar.failed') : null}
      />
      <Group gap="sm" justify="flex-end">
        <FileButton onChange={(chosen) => void choose(chosen)} accept="image/png,image/jpeg" resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhoto size={18} />} loading={isChecking}>
              {t('account.avatar.choose')}
            </Button>
          )}
        </FileButton>
        {file && (
          <>
            <Button variant="subtle" onClick={cancel} disabled={upload.isPending}>
              {t('account.avatar.cancel')}
            </Button>
            <Button onClick={save} loading={upload.isPending} leftSection={<IconUpload size={18} />}>
              {t('account.avatar.save')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
