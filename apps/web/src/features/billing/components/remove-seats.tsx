import { useState } from 'react';
import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useRemoveSeats } from '../api/billing';
import type { BillingOverview } from '../types';

/**
 * Seats removed from the live subscription: Stripe prorates the change (the unused time is credited to the
 * next invoices). The server refuses to go below the seats in use or the plan's own seats, with its message.
 */
export function RemoveSeats({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  const remove = useRemoveSeats();
  const [type, setType] = useState<'cloud' | 'extension'>('extension');
  const [count, setCount] = useState(1);
  const { used, total } = overview.seats[type];
  const free = Math.max(0, total - used);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('seats.removeTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('seats.removeHint')}
        </Text>
        <Group align="end" wrap="wrap">
          <SegmentedControl
            value={type}
            onChange={(v) => setType(v as 'cloud' | 'extension')}
            data={[
              { value: 'extension', label: t('seats.extension') },
              { value: 'cloud', label: t('seats.cloud') },
            ]}
            aria-label={t('seats.type')}
          />
          <NumberInput
            w={100}
            min={1}
            max={100}
            value={count}
            onChange={(v) => setCount(Number(v) || 1)}
            label={t('seats.count')}
          />
          <Button
            variant="light"
            color="red"
            loading={remove.isPending}
            disabled={free === 0}
            onClick={() =>
              remove.mutate(
                { seat_type: type, count },
                {
                  onSuccess: () => notify.success(t('seats.removed', { count })),
                  onError: (e) => notify.error(e),
                },
              )
            }
            data-testid="remove-seats"
          >
            {t('seats.remove', { count })}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('seats.free', { count: free })}
        </Text>
      </Stack>
    </Card>
  );
}
