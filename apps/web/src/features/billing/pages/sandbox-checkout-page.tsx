import { Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { useSandboxCheckout, useSandboxOutcome } from '../api/billing';
import { formatPrice } from '../components/format';
import { PaymentsNotice } from '../components/payments-notice';

/** The sandbox provider's checkout (works offline): pay, fail or abandon what is being bought. */
export function SandboxCheckoutPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const checkout = useSandboxCheckout(id);
  const outcome = useSandboxOutcome(id);
  const act = (o: 'paid' | 'failed' | 'abandoned') => outcome.mutate(o, { onError: (e) => notify.error(e) });
  if (checkout.isPending) return <PageState kind="loading" />;
  if (checkout.isError) return <PageState kind="error" title={t('sandbox.notFound')} />;
  const data = checkout.data;
  return (
    <Center py="xl">
      <Card withBorder padding="xl" maw={460} w="100%">
        <Stack>
          <Group gap="xs">
            <IconLock size={22} />
            <PageTitle size="h3">{t('sandbox.title')}</PageTitle>
          </Group>
          <PaymentsNotice payments="sandbox" />
          <Text c="dimmed" size="sm">
            {t('sandbox.explain')}
          </Text>
          <Group justify="space-between">
            <Text>{data.description}</Text>
            <Text fw={700} data-testid="checkout-amount">
              {formatPrice(data.amount, data.currency)}
            </Text>
          </Group>
          {data.status !== 'pending' ? (
            <Text c="dimmed">{t('sandbox.done')}</Text>
          ) : (
            <Group grow>
              <Button
                loading={outcome.isPending && outcome.variables === 'paid'}
                onClick={() => act('paid')}
                data-testid="sandbox-pay"
              >
                {t('sandbox.pay')}
              </Button>
              <Button color="red" variant="light" onClick={() => act('failed')} data-testid="sandbox-fail">
                {t('sandbox.fail')}
              </Button>
              <Button variant="default" onClick={() => act('abandoned')} data-testid="sandbox-abandon">
                {t('sandbox.abandon')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
