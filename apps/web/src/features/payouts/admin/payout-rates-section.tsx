import { Alert, Badge, Button, Center, Group, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { PayoutRate } from '@studiekraft/shared/schemas/payouts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { usePayoutRates, useSetPayoutRate } from '../api/payouts.ts';

/** One level's share: edited in place, saved on its own button. */
function RateRow({ rate }: { rate: PayoutRate }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(rate.share_percent);
  const save = useSetPayoutRate();
  const parsed = typeof value === 'number' ? value : Number(value);
  const valid = Number.isFinite(parsed) && parsed > 0 && parsed <= 100;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={rate.level_name}
          value={value}
          onChange={setValue}
          min={0.01}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          suffix=" %"
          w={160}
          error={valid ? undefined : t('payouts.rates.invalid')}
        />
        <Button
          variant="default"
          disabled={!valid || parsed === rate.share_percent}
          loading={save.isPending}
          aria-label={t('payouts.rates.saveNamed', { level: rate.level_name })}
          onClick={() => save.mutate({ levelId: rate.level_id, share: parsed })}
        >
          {t('payouts.rates.save')}
        </Button>
        {rate.is_default ? <Badge variant="light">{t('payouts.rates.default')}</Badge> : null}
      </Group>
      {save.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('payouts.rates.failed')}
        </Text>
      ) : null}
      {save.isSuccess ? (
        <Text size="sm" c="green" role="status">
          {t('payouts.rates.saved')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The share of the invoiced amount excl. VAT each level's students get (decision 026). */
export function PayoutRatesSection() {
  const { t } = useTranslation();
  const rates = usePayoutRates();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payout-rates-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payout-rates-title">
          {t('payouts.rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payouts.rates.intro')}
        </Text>
        {rates.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : rates.isError ? (
          <Alert color="red" title={t('payouts.rates.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => rates.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          rates.data.map((rate) => <RateRow key={`${rate.level_id}-${rate.share_percent}`} rate={rate} />)
        )}
      </Stack>
    </Paper>
  );
}
