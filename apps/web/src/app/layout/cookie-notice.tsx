import { Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';
import { useAfterHydration } from '../../lib/use-after-hydration.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

/** The CSS variable pages read to keep their bottom (the chat composer, the footer) clear of the notice. */
const cookieNoticeSpaceVar = '--cookie-notice-space';

const readAccepted = () => readStored(storageKeys.cookiesAccepted) === '1';

export function CookieNotice() {
  const { t } = useTranslation();
  // A page rendered on the server (decision 043) cannot know; it leaves the notice out, and the browser adds
  // it after hydrating when it was never accepted. It floats, so nothing moves.
  const wasAccepted = useAfterHydration(true, readAccepted);
  const [isAcceptedNow, setAccepted] = useState(false);
  const isAccepted = wasAccepted || isAcceptedNow;
  const { ref, height } = useElementSize();

  // The notice floats over the page; publishing its height (plus its bottom gap) lets a full-height page
  // such as a conversation shrink so that nothing it needs sits underneath until the notice is accepted.
  useEffect(() => {
    if (isAccepted || height === 0) return;
    const root = document.documentElement;
    root.style.setProperty(cookieNoticeSpaceVar, `calc(${Math.ceil(height)}px + 2 * var(--mantine-spacing-md))`);
    return () => {
      root.style.removeProperty(cookieNoticeSpaceVar);
    };
  }, [isAccepted, height]);

  if (isAccepted) return null;

  return (
    <Paper ref={ref} className={classes.cookieNotice} shadow="lg" p="md" withBorder role="region" aria-label={t('cookies.label')}>
      <Group justify="space-between" wrap="nowrap" gap="md" align="center">
        <Text size="sm">{t('cookies.message')}</Text>
        <Button
          size="sm"
          style={{ flexShrink: 0 }}
          onClick={() => {
            writeStored(storageKeys.cookiesAccepted, '1');
            setAccepted(true);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
