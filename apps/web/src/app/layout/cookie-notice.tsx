import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';
import classes from './layout.module.css';

export function CookieNotice() {
  const { t } = useTranslation();
  const [isAccepted, setAccepted] = useState(() => readStored(storageKeys.cookiesAccepted) === '1');
  if (isAccepted) return null;

  return (
    <Paper className={classes.cookieNotice} shadow="lg" p="md" withBorder role="region" aria-label={t('cookies.label')}>
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
