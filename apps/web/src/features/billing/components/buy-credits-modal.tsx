import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { PageState } from '../../../components/page-state';
import { useBillingPlans, useBuyCredits } from '../api/billing';
import { formatPrice } from './format';
import { PaymentsNotice } from './payments-notice';

/** /billing/overview?showCreditsModal=true: the credit packs, each bought through checkout. */
export function BuyCreditsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const plans = useBillingPlans(opened);
  const buy = useBuyCredits();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close') }}
      opened={opened}
      onClose={onClose}
      title={t('credits.buyTitle')}
      size={600}
    >
      {plans.isPending ? (
        <PageState kind="loading" mih={160} />
      ) : !plans.data ? (
        <PageState kind="error" title={t('error')} mih={160} />
      ) : !plans.data.can_upgrade ? (
        <Text ta="center">{t('upgrade.contactSupport')}</Text>
      ) : plans.data.payments === 'none' ? (
        <PaymentsNotice payments="none" />
      ) : (
        <Stack>
          <PaymentsNotice payments={plans.data.payments} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {plans.data.credit_packs.map((pack) => (
              <Card key={pack.id} withBorder padding="md">
                <Stack gap="xs" align="center">
                  <IconCoins size={28} />
                  <Text fw={700}>{t('credits.packCredits', { count: pack.credits })}</Text>
                  <Text c="dimmed">
                    {formatPrice(pack.prices[plans.data.currency] ?? 0, plans.data.currency)}
                  </Text>
                  <Group>
                    <Button
                      size="xs"
                      loading={buy.isPending && buy.variables === pack.id}
                      onClick={() => buy.mutate(pack.id, { onError: (e) => notify.error(e) })}
                      data-testid={`buy-${pack.id}`}
                    >
                      {t('credits.buy')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
